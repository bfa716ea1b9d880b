// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCookies } from "./cookie-snapshot";

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  vi.restoreAllMocks();
});

describe("readCookies", () => {
  it("reads document.cookie once, and gives each cookie as js-cookie would, decoded or as held", () => {
    Cookies.set("consent", JSON.stringify({ analytics: true }), { path: "/" });
    document.cookie = "FirstSession=source%3Dnewsletter%7Cdate%3D20260101; path=/";
    document.cookie = "odd=a=b; path=/";
    const asJsCookieReadsIt = Cookies.get("consent");
    const reads = vi.spyOn(document, "cookie", "get");
    const cookies = readCookies();
    expect(cookies.value("consent")).toBe('{"analytics":true}');
    expect(cookies.value("consent")).toBe(asJsCookieReadsIt);
    expect(cookies.raw("FirstSession")).toBe("source%3Dnewsletter%7Cdate%3D20260101");
    expect(cookies.value("odd")).toBe("a=b");
    expect(cookies.value("missing")).toBeUndefined();
    expect(cookies.value("__proto__")).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
