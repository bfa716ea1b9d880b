import { describe, expect, it } from "vitest";
import { cartOwnerCookie, cartOwnerOf } from "./cart-owner-cookie";

const valueOf = (cookie: string) => decodeURIComponent(/^cart_owner=([^;]*)/.exec(cookie)?.[1] ?? "");

describe("cart owner cookie", () => {
  it("is httpOnly and holds the secret for its own cart only", () => {
    const cookie = cartOwnerCookie("cart_1", "co_secret", { DEPLOY_ENV: "production" });
    expect(cookie).toMatch(/^cart_owner=cart_1\.co_secret; Path=\/; Max-Age=86400; HttpOnly; Secure; SameSite=Lax$/);
    expect(cartOwnerOf({ cart_owner: "cart_1.co_secret" }, "cart_1")).toBe("co_secret");
    expect(cartOwnerOf({ cart_owner: "cart_1.co_secret" }, "cart_2")).toBeUndefined();
    expect(cartOwnerOf({ cart_owner: "cart_10.co_secret" }, "cart_1")).toBeUndefined();
    expect(cartOwnerOf({}, "cart_1")).toBeUndefined();
  });

  it("keeps the browser's last five carts, newest first, so an earlier order stays its own", () => {
    let cookies: Record<string, string> = {};
    for (let i = 1; i <= 6; i++)
      cookies = { cart_owner: valueOf(cartOwnerCookie(`cart_${i}`, `co_${i}`, { DEPLOY_ENV: "local" }, cookies)) };
    expect(cookies.cart_owner).toBe("cart_6.co_6 cart_5.co_5 cart_4.co_4 cart_3.co_3 cart_2.co_2");
    expect(cartOwnerOf(cookies, "cart_3")).toBe("co_3");
    expect(cartOwnerOf(cookies, "cart_1")).toBeUndefined();
    // A cart made again (a new owner secret) moves to the front, once.
    const again = valueOf(cartOwnerCookie("cart_4", "co_new", { DEPLOY_ENV: "local" }, cookies));
    expect(again).toBe("cart_4.co_new cart_6.co_6 cart_5.co_5 cart_3.co_3 cart_2.co_2");
    expect(cartOwnerOf({ cart_owner: "junk cart_1.co_1 .x" }, "cart_1")).toBe("co_1");
  });
});
