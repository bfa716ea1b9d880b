import { describe, expect, it } from "vitest";
import { PRODUCT_KEYS } from "@/contracts/enums";
import { APP_SCHEMES, desktopLinks } from "./desktop-links";
import { downloadLink } from "./download-links";

describe("desktopLinks", () => {
  it("links the product's desktop app", () => {
    expect(desktopLinks("vpn-plus-1y", "ord_1")).toEqual({
      openApp: "nordvpn://open",
      claimPurchase: "nordvpn://claim-online-purchase?order_id=ord_1",
    });
    expect(desktopLinks("pass-family-1y", "ord 2")?.claimPurchase).toBe("nordpass://claim-online-purchase?order_id=ord%202");
  });

  it("has none for web-only products", () => {
    expect(desktopLinks("incogni-1y", "ord_1")).toBeNull();
    expect(desktopLinks(undefined, "ord_1")).toBeNull();
  });
});

describe("deep link schemes (docs/decisions/0065-one-deep-link-scheme-per-app.md)", () => {
  it("are one per product app, exactly the products with an app to download", () => {
    const withApp = PRODUCT_KEYS.filter((product) => downloadLink(`${product}-1y`, "windows") !== null);
    expect(Object.keys(APP_SCHEMES).sort()).toEqual([...withApp].sort());
    expect(new Set(Object.values(APP_SCHEMES)).size).toBe(Object.keys(APP_SCHEMES).length);
  });

  it("name no second app flavour: only the product's own scheme is linked", () => {
    for (const product of Object.keys(APP_SCHEMES)) {
      const links = desktopLinks(`${product}-plus-1y`, "ord_1")!;
      expect(new URL(links.openApp).protocol).toBe(`${APP_SCHEMES[product]}:`);
      expect(Object.keys(links)).toEqual(["openApp", "claimPurchase"]);
    }
  });
});
