import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartSelectionResponseSchema } from "@/contracts/checkout-api";
import { asOwner, call, payWithCard, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

const readCart = (cartId: string, owner?: string) =>
  call(sandbox.url, `/api/carts/${cartId}/`, { headers: owner ? { "x-cart-owner": owner } : {} });

describe("GET /api/carts/<cart_id>/", () => {
  it("gives a declined cart's selection and e-mail back to its owner", async () => {
    const declined = await payWithCard(sandbox.url, "4000000000000002", {
      plans: ["pass-family-2y"],
      currency: "BRL",
      coupon: "SAVE20",
      email: "family@example.com",
    });
    expect(declined.body.cart_owner).toMatch(/^co_/);
    const cart = await readCart(declined.body.cart_id, declined.body.cart_owner);
    expect(cart.status).toBe(200);
    expect(cartSelectionResponseSchema.parse(cart.body)).toEqual({
      cart_id: declined.body.cart_id,
      plans: ["pass-family-2y"],
      main: { product_group: "PASS", period: "2y", subgroup: "family", storage_quota: null },
      currency: "BRL",
      coupon: "SAVE20",
      email: "family@example.com",
      order_status: "error",
    });
  });

  it("says when the cart's order is paid, so the payment step never offers it again", async () => {
    const paid = await payWithCard(sandbox.url, "4242424242424242");
    expect((await readCart(paid.body.cart_id, paid.body.cart_owner)).body).toMatchObject({ order_status: "paid" });
  });

  it("names a VPN tier, its cross-sells and a locker quota as the checkout query does", async () => {
    const vpn = await payWithCard(sandbox.url, "4000000000000002", { plans: ["vpn-plus-1y", "locker-xs-1y"] });
    expect((await readCart(vpn.body.cart_id, vpn.body.cart_owner)).body).toMatchObject({
      plans: ["vpn-plus-1y", "locker-xs-1y"],
      main: { product_group: "VPN", period: "1y", subgroup: "plus", storage_quota: null },
      coupon: null,
    });
    const locker = await payWithCard(sandbox.url, "4000000000000002", { plans: ["locker-2tb-1y"] });
    expect((await readCart(locker.body.cart_id, locker.body.cart_owner)).body).toMatchObject({
      main: { product_group: "LOCKER", storage_quota: { amount: 2, unit: "terabyte" } },
    });
  });

  it("answers 404 to anyone without the owner's secret, and keeps the owner when the cart is paid again", async () => {
    const declined = await payWithCard(sandbox.url, "4000000000000002");
    expect((await readCart(declined.body.cart_id)).status).toBe(404);
    expect((await readCart(declined.body.cart_id, "co_guessed")).status).toBe(404);
    const other = await payWithCard(sandbox.url, "4000000000000002");
    expect((await readCart(declined.body.cart_id, other.body.cart_owner)).status).toBe(404);

    const retry = await payWithCard(sandbox.url, "4000000000000002", { cart_id: declined.body.cart_id }, asOwner(declined).headers);
    expect(retry.body.cart_id).toBe(declined.body.cart_id);
    expect(retry.body.cart_owner).toBeUndefined();
    expect((await readCart(declined.body.cart_id, declined.body.cart_owner)).status).toBe(200);
  });
});
