import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEmail, loginAs, payWithCard, processing, processingBody, startTestSandbox, tokenize, type TestSandbox } from "./test-sandbox";

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
    const first = await processing(sandbox.url, body, key);
    const retry = await processing(sandbox.url, body, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
  });
});
