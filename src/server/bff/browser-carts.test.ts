import { describe, expect, it } from "vitest";
import { BROWSER_CARTS_COOKIE, browserCarts, browserCartsCookie } from "./browser-carts";

const request = (value?: string) => ({ headers: {}, cookies: value === undefined ? {} : { [BROWSER_CARTS_COOKIE]: value } });
const local = { DEPLOY_ENV: "local" as const };

describe("the carts a browser started", () => {
  it("puts the newest cart first, keeps ten, and sets an httpOnly cookie (Secure outside a local run)", () => {
    const ten = Array.from({ length: 10 }, (_, index) => `cart_${index}`).join(".");
    const cookie = browserCartsCookie(request(ten), "cart_new", local)!;
    expect(cookie).toMatch(/^checkout_carts=cart_new\.cart_0\.cart_1\./);
    expect(cookie).not.toContain("cart_9");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).not.toContain("Secure");
    expect(browserCartsCookie(request(), "cart_a", { DEPLOY_ENV: "production" })).toContain("Secure");
  });

  it("ignores what is not a cart id, and remembers no cart id it cannot read back", () => {
    expect(browserCarts(request("cart_a.<script>.cart_b..%00"))).toEqual(["cart_a", "cart_b"]);
    expect(browserCarts(request())).toEqual([]);
    expect(browserCartsCookie(request(), "cart a;", local)).toBeNull();
  });
});
