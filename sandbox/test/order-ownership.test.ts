import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asOwner,
  call,
  freshEmail,
  loginAs,
  payWithCard,
  processing,
  processingBody,
  startTestSandbox,
  tokenize,
  type TestSandbox,
} from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

describe("orders belong to their shopper", () => {
  it("answers the order's e-mail, state and card to the cart's owner only; anyone else gets the status without them", async () => {
    const email = freshEmail();
    const paid = await payWithCard(sandbox.url, "4242424242424242", { email });
    const owner = await call(sandbox.url, `/api/orders/${paid.body.cart_id}/`, asOwner(paid));
    expect(owner.body).toMatchObject({ status: "paid", email, state: "US-CA", payment: { brand: "VISA", last4: "4242" } });

    for (const headers of [{}, { "x-cart-owner": "co_guessed" }] as Record<string, string>[]) {
      const stranger = await call(sandbox.url, `/api/orders/${paid.body.cart_id}/`, { headers });
      expect(stranger.status).toBe(200);
      expect(stranger.body).toMatchObject({
        status: "paid",
        email: "",
        state: null,
        payment: { status: "succeeded", brand: null, last4: null },
      });
      expect(JSON.stringify(stranger.body)).not.toContain(email);
    }
  });

  it("answers a logged-in shopper's order in full to that shopper, and not to another account", async () => {
    const shopper = await loginAs(sandbox.url, "tpt_shopper");
    const paid = await processing(sandbox.url, processingBody({ email: undefined, use_saved_method: true, fields: undefined }), undefined, {
      "x-user-token": shopper,
    });
    const own = await call(sandbox.url, `/api/orders/${paid.body.cart_id}/`, { headers: { "x-user-token": shopper } });
    expect(own.body).toMatchObject({ email: "shopper@example.com", payment: { last4: "4242" } });
    const other = await loginAs(sandbox.url, "tpt_new");
    const foreign = await call(sandbox.url, `/api/orders/${paid.body.cart_id}/`, { headers: { "x-user-token": other } });
    expect(foreign.body).toMatchObject({ email: "", payment: { last4: null } });
  });

  it("refuses to pay or retry another browser's cart, and leaves that cart as it was", async () => {
    const declined = await payWithCard(sandbox.url, "4000000000000002", { email: freshEmail() });
    const token = await tokenize(sandbox.url, "4242424242424242");
    const body = processingBody({ cart_id: declined.body.cart_id, card_token: token.body.token, email: freshEmail() });
    const stranger = await processing(sandbox.url, body);
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors).toEqual([{ field: "cart_id", slug: "invalid" }]);
    const guessed = await processing(sandbox.url, body, undefined, { "x-cart-owner": "co_guessed" });
    expect(guessed.status).toBe(400);
    expect((await call(sandbox.url, `/api/orders/${declined.body.cart_id}/`, asOwner(declined))).body).toMatchObject({ status: "error" });

    const owner = await processing(sandbox.url, body, undefined, asOwner(declined).headers);
    expect(owner.body).toMatchObject({ cart_id: declined.body.cart_id, order_status: "paid" });
  });
});
