import { describe, expect, it } from "vitest";
import { isAllowedRedirect } from "./is-allowed-redirect";
import { safeRedirect } from "./safe-redirect";

const APP = "https://checkout.example.test";
const ALLOWED = ["https://account.example.test", "https://www.example.test/", "not a url", ""];

describe("isAllowedRedirect", () => {
  it.each([
    "/payment/",
    "/de/payment/?product=vpn#top",
    "/",
    "payment/",
    "?product=vpn",
    "#top",
    "https://checkout.example.test/success/",
    "HTTPS://CHECKOUT.EXAMPLE.TEST/x",
    "https://checkout.example.test:443/x",
    "https://account.example.test/dashboard/?owner_id=1",
    "https://www.example.test",
    "/payment/?email=a%40b.co&coupon=%C3%A9T%C3%A9",
  ])("allows %s", (url) => {
    expect(isAllowedRedirect(url, ALLOWED, APP)).toBe(true);
  });

  it.each([
    "//evil.test",
    "/%2F%2Fevil.test",
    "//evil.test/payment/",
    "///evil.test",
    "/\\evil.test",
    "\\\\evil.test",
    "/\t/evil.test",
    " //evil.test",
    "https://evil.test/",
    "http://checkout.example.test/",
    "https://checkout.example.test:8443/",
    "https://checkout.example.test.evil.test/",
    "https://evil.test/https://checkout.example.test/",
    "https://checkout.example.test@evil.test/",
    "https://user:pass@checkout.example.test/",
    "https://user@account.example.test/",
    "https://account.example.test.evil.test",
    "https://evil.test#https://account.example.test",
    "http:evil.test",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "javascript://checkout.example.test/%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://checkout.example.test/",
    "blob:https://checkout.example.test/uuid",
    "https://evil.test\u3000/",
    "/\u2028/evil.test",
    "https://ｅｖｉｌ.test/",
    "／／evil.example",
    "/／evil.example",
    "/payment/?coupon=é",
    "/päth/",
    "https://[::1]/",
    "",
    "/" + "a".repeat(2048),
  ])("refuses %j", (url) => {
    expect(isAllowedRedirect(url, ALLOWED, APP)).toBe(false);
  });

  it.each([undefined, null, 42, {}, ["/payment/"]])("refuses the non-string %j", (url) => {
    expect(isAllowedRedirect(url, ALLOWED, APP)).toBe(false);
  });

  it("refuses everything when the app origin itself is unusable", () => {
    expect(isAllowedRedirect("/payment/", [], "not a url")).toBe(false);
  });

  it("allows only the app origin when the allow-list is empty", () => {
    expect(isAllowedRedirect("https://account.example.test/", [], APP)).toBe(false);
    expect(isAllowedRedirect("/payment/", [], APP)).toBe(true);
  });
});

describe("safeRedirect", () => {
  const options = { allowedOrigins: ALLOWED, appOrigin: APP, fallback: "/" };

  it("returns an allowed URL unchanged", () => {
    expect(safeRedirect("/success/?cart_id=1", options)).toBe("/success/?cart_id=1");
  });

  it("falls back for anything else", () => {
    expect(safeRedirect("//evil.test", options)).toBe("/");
    expect(safeRedirect(["/payment/"], options)).toBe("/");
  });
});
