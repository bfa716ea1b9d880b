import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  decide,
  freshEmail,
  loginAs,
  orderStatus,
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

const MINUTE = 60_000;

async function cardBody(overrides: Record<string, unknown>) {
  const token = await tokenize(sandbox.url, "4242424242424242");
  return processingBody({ card_token: token.body.token, ...overrides });
}

/** One paid order of the selection for a new shopper; answers that shopper's e-mail and the order. */
async function paidOnce(overrides: Record<string, unknown> = {}) {
  const email = freshEmail();
  const first = await payWithCard(sandbox.url, "4242424242424242", { email, ...overrides });
  expect(first.body).toMatchObject({ order_status: "paid", action: { type: "done" } });
  return { email, first: first.body as { cart_id: string; order_id: string } };
}

describe("one purchase, not two", () => {
  it("refuses the same selection by the same e-mail within 30 minutes, naming the earlier order, and charges nothing", async () => {
    const { email, first } = await paidOnce();
    sandbox.advance(29 * MINUTE);
    const again = await processing(sandbox.url, await cardBody({ email: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: "duplicate_purchase",
      message: expect.any(String),
      code: 2040,
      earlier_order: { order_id: first.order_id, cart_id: first.cart_id, paid_at: expect.any(String) },
    });
    expect(Date.now() + 29 * MINUTE - Date.parse(again.body.earlier_order.paid_at)).toBeGreaterThanOrEqual(29 * MINUTE - 5_000);
  });

  it("treats the cross-sells as part of the selection, in any order", async () => {
    const plans = ["vpn-standard-1y", "pass-xs-1y", "locker-xs-1y"];
    const { email } = await paidOnce({ plans });
    const reordered = await processing(sandbox.url, await cardBody({ email, plans: [plans[0], plans[2], plans[1]] }));
    expect(reordered.status).toBe(409);
    const fewer = await processing(sandbox.url, await cardBody({ email, plans: plans.slice(0, 2) }));
    expect(fewer.status).toBe(200);
  });

  it("allows a different plan", async () => {
    const { email } = await paidOnce();
    const other = await processing(sandbox.url, await cardBody({ email, plans: ["vpn-plus-1y"] }));
    expect(other.status).toBe(200);
    expect(other.body.order_status).toBe("paid");
  });

  it("allows the same selection once 30 minutes have passed", async () => {
    const { email } = await paidOnce();
    sandbox.advance(30 * MINUTE + 1_000);
    const later = await processing(sandbox.url, await cardBody({ email }));
    expect(later.status).toBe(200);
  });

  it("allows a different e-mail", async () => {
    await paidOnce();
    const other = await processing(sandbox.url, await cardBody({ email: freshEmail() }));
    expect(other.status).toBe(200);
  });

  it("refuses the same account even under another e-mail", async () => {
    const token = await loginAs(sandbox.url, "tpt_new");
    const headers = { "x-user-token": token };
    const plans = ["pass-individual-2y"];
    const first = await processing(sandbox.url, await cardBody({ email: undefined, plans }), randomUUID(), headers);
    expect(first.status).toBe(200);
    const again = await processing(sandbox.url, await cardBody({ email: freshEmail(), plans }), randomUUID(), headers);
    expect(again.status).toBe(409);
    expect(again.body.earlier_order.cart_id).toBe(first.body.cart_id);
  });

  it("charges a second time when the request carries the confirmation", async () => {
    const { email, first } = await paidOnce();
    const key = randomUUID();
    const refused = await processing(sandbox.url, await cardBody({ email }), key);
    expect(refused.status).toBe(409);
    // The refusal is not stored under the key, so the confirmed request may use it.
    const confirmed = await processing(sandbox.url, await cardBody({ email, confirm_duplicate: true }), key);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ order_status: "paid", action: { type: "done" } });
    expect(confirmed.body.order_id).not.toBe(first.order_id);
  });

  it("still replays the first answer for a retried key instead of refusing it as a duplicate", async () => {
    const body = await cardBody({ email: freshEmail() });
    const key = randomUUID();
    const proof = { "x-attempt-proof": "the-payers-session-proof" };
    const first = await processing(sandbox.url, body, key, proof);
    const retry = await processing(sandbox.url, body, key, proof);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
  });

  it("replays the cart's owner secret only to the session that paid: a captured request sent again gets the answer without it", async () => {
    const body = await cardBody({ email: freshEmail() });
    const key = randomUUID();
    const first = await processing(sandbox.url, body, key, { "x-attempt-proof": "the-payers-session-proof" });
    expect(first.body.cart_owner).toMatch(/^co_/);
    const withoutSecret = { ...first.body, cart_owner: undefined };
    for (const headers of [{}, { "x-attempt-proof": "someone-elses-session-proof" }] as Record<string, string>[]) {
      const replayed = await processing(sandbox.url, body, key, headers);
      expect(replayed.status).toBe(200);
      expect(replayed.body).toStrictEqual(JSON.parse(JSON.stringify(withoutSecret)));
    }
  });
});

describe("one purchase, not two, while the first payment is not decided", () => {
  const NL = { country: "NL", currency: "EUR", state: undefined, zip: undefined, fields: undefined };

  /** A card payment of the default selection in the Netherlands, in a cart of its own. */
  async function payByCard(email: string, number = "4242424242424242", overrides: Record<string, unknown> = {}) {
    const token = await tokenize(sandbox.url, number);
    return processing(sandbox.url, processingBody({ ...NL, email, card_token: token.body.token, ...overrides }));
  }

  /** The provider's page left open: it says the payment is closed, and an approval posted to it anyway charges nothing. */
  async function approveClosedPage(url: string) {
    expect(await (await fetch(url)).text()).toContain('data-testid="sandbox-payment-closed"');
    await fetch(`${url}/decision`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=approve",
    });
  }

  /** The statuses of the shopper's carts' orders, for counting charges. */
  async function statuses(...cartIds: string[]) {
    return Promise.all(cartIds.map((cartId) => orderStatus(sandbox.url, cartId)));
  }

  it("PayPal waiting for approval: a card payment of the same plan is asked first, nothing is charged", async () => {
    const email = freshEmail();
    const paypal = await processing(sandbox.url, processingBody({ ...NL, email, provider: "paypal" }));
    expect(paypal.body.action.type).toBe("redirect");
    const card = await payByCard(email);
    expect(card.status).toBe(409);
    expect(card.body.earlier_order).toEqual({
      order_id: paypal.body.order_id,
      cart_id: paypal.body.cart_id,
      in_flight: { provider: "paypal", state: "awaiting_shopper", since: expect.any(String) },
    });
    expect(await statuses(paypal.body.cart_id)).toEqual(["new"]);
  });

  it("PayPal waiting, the card confirmed: the card pays and approving PayPal afterwards charges nothing", async () => {
    const email = freshEmail();
    const paypal = await processing(sandbox.url, processingBody({ ...NL, email, provider: "paypal" }));
    const card = await payByCard(email, "4242424242424242", { confirm_duplicate: true });
    expect(card.body).toMatchObject({ order_status: "paid" });
    await approveClosedPage(paypal.body.action.url);
    expect(await statuses(paypal.body.cart_id, card.body.cart_id)).toEqual(["canceled", "paid"]);
    // The page left open can say why.
    expect((await call(sandbox.url, `/api/orders/${paypal.body.cart_id}/`)).body.canceled_because).toBe("superseded");
    expect((await call(sandbox.url, `/api/orders/${card.body.cart_id}/`)).body.canceled_because).toBeNull();
  });

  it("PayPal approved first: the card payment is then asked about a paid order", async () => {
    const email = freshEmail();
    const paypal = await processing(sandbox.url, processingBody({ ...NL, email, provider: "paypal" }));
    const refused = await payByCard(email);
    expect(refused.body.earlier_order.in_flight.state).toBe("awaiting_shopper");
    await decide(paypal.body.action.url, "approve");
    const again = await payByCard(email);
    expect(again.status).toBe(409);
    expect(again.body.earlier_order).toEqual({ order_id: paypal.body.order_id, cart_id: paypal.body.cart_id, paid_at: expect.any(String) });
    expect(await statuses(paypal.body.cart_id)).toEqual(["paid"]);
  });

  it("3-D Secure waiting in one tab: a second card payment is asked first; confirming closes the bank's page", async () => {
    const email = freshEmail();
    const secure = await payByCard(email, "4000000000003220");
    expect(secure.body.action.type).toBe("redirect");
    const second = await payByCard(email);
    expect(second.status).toBe(409);
    expect(second.body.earlier_order.in_flight).toMatchObject({ provider: "card", state: "awaiting_shopper" });
    const confirmed = await payByCard(email, "4242424242424242", { confirm_duplicate: true });
    expect(confirmed.body.order_status).toBe("paid");
    await approveClosedPage(secure.body.action.url);
    expect(await statuses(secure.body.cart_id, confirmed.body.cart_id)).toEqual(["canceled", "paid"]);
  });

  it("a card the bank is still processing: a second payment is asked first, and once it is paid, about the paid order", async () => {
    const email = freshEmail();
    const pending = await payByCard(email, "4000000000000077");
    expect(pending.body.order_status).toBe("pending");
    const second = await payByCard(email);
    expect(second.status).toBe(409);
    expect(second.body.earlier_order.in_flight).toMatchObject({ provider: "card", state: "processing" });
    sandbox.advance(6_000);
    const later = await payByCard(email);
    expect(later.status).toBe(409);
    expect(later.body.earlier_order.paid_at).toEqual(expect.any(String));
    expect(await statuses(pending.body.cart_id)).toEqual(["paid"]);
  });

  it("a card the bank is still processing cannot be called back: confirming buys a second subscription", async () => {
    const email = freshEmail();
    const pending = await payByCard(email, "4000000000000077");
    const confirmed = await payByCard(email, "4242424242424242", { confirm_duplicate: true });
    expect(confirmed.body.order_status).toBe("paid");
    sandbox.advance(6_000);
    expect(await statuses(pending.body.cart_id, confirmed.body.cart_id)).toEqual(["paid", "paid"]);
  });

  it("a provider's page left open for more than 30 minutes no longer holds the plan", async () => {
    const email = freshEmail();
    await processing(sandbox.url, processingBody({ ...NL, email, provider: "paypal" }));
    sandbox.advance(30 * MINUTE + 1_000);
    expect((await payByCard(email)).status).toBe(200);
  });

  it("another plan, or another shopper, is not held by a payment in flight", async () => {
    const email = freshEmail();
    await processing(sandbox.url, processingBody({ ...NL, email, provider: "paypal" }));
    expect((await payByCard(email, "4242424242424242", { plans: ["vpn-plus-1y"] })).status).toBe(200);
    expect((await payByCard(freshEmail())).status).toBe(200);
  });
});
