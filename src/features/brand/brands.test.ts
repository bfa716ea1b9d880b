import { describe, expect, it } from "vitest";
import { brandFromQuery, BRANDS, providerSiteUrl } from "./brands";

describe("brandFromQuery", () => {
  it.each([
    [{}, "vpn"],
    [{ product: "pass" }, "pass"],
    [{ product: "LOCKER" }, "locker"],
    [{ product: "nordprotect" }, "protect"],
    [{ product_group: "INCOGNI" }, "incogni"],
    [{ product: "bogus" }, "vpn"],
    [{ product: ["pass", "locker"] }, "vpn"],
    [{ product_group: "cyberprotection" }, "vpn"],
    [{ product_group: "pass" }, "pass"],
  ])("maps %j to the %s brand", (query, key) => {
    expect(brandFromQuery(query).key).toBe(key);
  });

  it("has the logo sizes of spec 2.4", () => {
    const sizes = Object.fromEntries(Object.values(BRANDS).map((brand) => [brand.key, [brand.logo.small.width, brand.logo.large.width]]));
    expect(sizes).toEqual({
      default: [145.5, 194],
      vpn: [183, 244],
      locker: [195, 260],
      protect: [207, 276],
      incogni: [195, 260],
      pass: [177.75, 237],
    });
    for (const brand of Object.values(BRANDS)) {
      expect(brand.logo.small.height).toBe(24);
      expect(brand.logo.large.height).toBe(32);
    }
  });
});

describe("providerSiteUrl", () => {
  it("keeps the shopper's language where the provider's site has it, else English", () => {
    expect(providerSiteUrl(BRANDS.vpn, "/refund-policy/", "de")).toBe("https://nordvpn.com/de/refund-policy/");
    expect(providerSiteUrl(BRANDS.vpn, "/refund-policy/", "en")).toBe("https://nordvpn.com/refund-policy/");
    expect(providerSiteUrl(BRANDS.vpn, "/", "zh-hk")).toBe("https://nordvpn.com/zh-tw/");
    expect(providerSiteUrl(BRANDS.pass, "/legal/terms-of-service/", "es-mx")).toBe("https://nordpass.com/es/legal/terms-of-service/");
    expect(providerSiteUrl(BRANDS.protect, "/cancellation-policy/", "fr")).toBe("https://nordprotect.com/cancellation-policy/");
  });
});
