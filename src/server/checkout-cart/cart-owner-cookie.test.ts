import { describe, expect, it } from "vitest";
import { cartOwnerCookie, cartOwnerOf } from "./cart-owner-cookie";

describe("cart owner cookie", () => {
  it("is httpOnly and holds the secret for its own cart only", () => {
    const cookie = cartOwnerCookie("cart_1", "co_secret", { DEPLOY_ENV: "production" });
    expect(cookie).toMatch(/^cart_owner=cart_1\.co_secret; Path=\/; Max-Age=86400; HttpOnly; Secure; SameSite=Lax$/);
    expect(cartOwnerOf({ cart_owner: "cart_1.co_secret" }, "cart_1")).toBe("co_secret");
    expect(cartOwnerOf({ cart_owner: "cart_1.co_secret" }, "cart_2")).toBeUndefined();
    expect(cartOwnerOf({ cart_owner: "cart_10.co_secret" }, "cart_1")).toBeUndefined();
    expect(cartOwnerOf({}, "cart_1")).toBeUndefined();
  });
});
