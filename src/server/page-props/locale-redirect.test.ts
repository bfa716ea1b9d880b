import { describe, expect, it } from "vitest";
import { localeRedirect, type LocaleRequest } from "./locale-redirect";

const request = (url: string, locale = "en", cookieLocale?: string, isDataRequest = false, prefixed = locale !== "en"): LocaleRequest => ({
  url,
  locale,
  prefixed,
  cookieLocale,
  isDataRequest,
  appOrigin: "https://checkout.example.com",
});

describe("localeRedirect", () => {
  it("moves a locale parameter into the path and remembers it", () => {
    expect(localeRedirect(request("/payment/?locale=de&product=vpn"))).toEqual({ destination: "/de/payment/?product=vpn", remember: "de" });
  });

  it("drops an unsupported locale parameter and keeps the page's language", () => {
    expect(localeRedirect(request("/payment/?locale=ro&product=vpn"))).toEqual({ destination: "/payment/?product=vpn", remember: null });
    expect(localeRedirect(request("/payment/?locale=%00", "fr"))).toEqual({ destination: "/fr/payment/", remember: null });
  });

  it("choosing the default language goes to the unprefixed address", () => {
    expect(localeRedirect(request("/products/?locale=en", "de", "de"))).toEqual({ destination: "/products/", remember: "en" });
  });

  it("follows the remembered language only on an unprefixed address", () => {
    expect(localeRedirect(request("/payment/?product=vpn", "en", "ja"))).toEqual({
      destination: "/ja/payment/?product=vpn",
      remember: null,
    });
    expect(localeRedirect(request("/payment/", "de", "ja"))).toBeNull();
    expect(localeRedirect(request("/payment/", "en", "en"))).toBeNull();
    expect(localeRedirect(request("/payment/", "en", "not-a-locale"))).toBeNull();
    expect(localeRedirect(request("/payment/"))).toBeNull();
  });

  it("serves an address that names English in English, whatever the cookie remembers", () => {
    expect(localeRedirect(request("/payment/?product=vpn", "en", "de", false, true))).toBeNull();
    expect(localeRedirect(request("/en/payment/?product=vpn", "en", "de", false, true))).toBeNull();
    // A locale parameter still asks for a language, also on /en/.
    expect(localeRedirect(request("/payment/?locale=ja", "en", "de", false, true))).toEqual({
      destination: "/ja/payment/",
      remember: "ja",
    });
  });

  it("strips a prefix Next left in the address", () => {
    expect(localeRedirect(request("/de/payment/?locale=fr", "de"))).toEqual({ destination: "/fr/payment/", remember: "fr" });
  });

  it("never moves Next's client-side data requests", () => {
    expect(localeRedirect(request("/payment/?locale=de", "en", "ja", true))).toBeNull();
  });

  it("never produces an address on another origin", () => {
    expect(localeRedirect(request("//evil.example/x?locale=de"))?.destination).toBe("/de/x");
    expect(localeRedirect(request("//evil.example/?locale=en", "de"))?.destination).toBe("/");
    expect(localeRedirect(request("/payment//evil.example/", "en", "ja"))?.destination.startsWith("/ja/")).toBe(true);
  });
});
