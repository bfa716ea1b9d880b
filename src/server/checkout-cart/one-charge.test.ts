// @vitest-environment node
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { browserOf, newAttemptKey, pay, startAppRoutes, type AppRoutes, type Browser } from "@/test/app-routes";
import { FaultProxy } from "../../../e2e/support/fault-proxy";
import { decide, freshEmail, orderStatus, startTestSandbox, tokenize, type TestSandbox } from "../../../sandbox/test/test-sandbox";
import { clearPurchaseGuard } from "./purchase-guard";

/**
 * One charge per purchase, whatever the timing, proven against a checkout API that does not
 * guard it (the sandbox with its own duplicate check off): every charge counted here is one the
 * app's pay route let through. The charges are read from the sandbox's database.
 */
let sandbox: TestSandbox;
let checkoutApi: FaultProxy;
let app: AppRoutes;

beforeAll(async () => {
  sandbox = await startTestSandbox({ duplicateGuard: false });
  checkoutApi = new FaultProxy(sandbox.url);
  await checkoutApi.start();
  // A payment whose answer never comes is given up on after this long (a 504 to the page).
  process.env.CHECKOUT_API_TIMEOUT_MS = "1500";
  // The faults are logged as errors; the tests check what the shopper and the gateway got.
  process.env.LOG_LEVEL = "silent";
  app = await startAppRoutes(checkoutApi.url);
});

afterEach(async () => {
  await checkoutApi.set("pass");
  clearPurchaseGuard();
});

afterAll(async () => {
  await app.close();
  await checkoutApi.close();
  await sandbox.dispose();
});

const browser = () => browserOf(() => app.url);

/** The cards charged for this e-mail, as the sandbox's gateway has them (undecided payments asked to settle first). */
async function charges(email: string): Promise<number> {
  const db = new Database(join(sandbox.dataDir, "sandbox.db"), { readonly: true });
  try {
    const carts = db.prepare<[string], { cart_id: string }>("SELECT DISTINCT cart_id FROM orders WHERE lower(email) = lower(?)").all(email);
    for (const { cart_id } of carts) await orderStatus(sandbox.url, cart_id);
    return db
      .prepare<[string], { charged: number }>(
        `SELECT count(*) AS charged FROM payments JOIN orders ON orders.id = payments.order_id
         WHERE lower(orders.email) = lower(?) AND payments.status = 'succeeded'`,
      )
      .get(email)!.charged;
  } finally {
    db.close();
  }
}

const US = { plans: ["vpn-standard-1y"], currency: "USD", country: "US", state: "US-CA", zip: "94105", fields: { postal_code: "94105" } };
const NL = { plans: ["vpn-standard-1y"], currency: "EUR", country: "NL" };

async function byCard(email: string, number = "4242424242424242", extra: Record<string, unknown> = {}) {
  const token = await tokenize(sandbox.url, number);
  return { ...US, provider: "card", email, card_token: token.body.token as string, ...extra };
}

/** Where the payment's action sends the shopper: a provider's or the bank's page. */
const actionUrl = (answer: { body: Record<string, unknown> }) => (answer.body.action as { url: string }).url;

const payTogether = (as: Browser, bodies: Record<string, unknown>[], keys: string[]) =>
  Promise.all(bodies.map((body, index) => pay(as, body, keys[index])));

describe("one charge per purchase, with a checkout API that does not guard it", () => {
  it("a double click: one charge, both clicks answered with the same cart", async () => {
    const email = freshEmail();
    const shopper = browser();
    const key = newAttemptKey();
    const body = await byCard(email);
    const answers = await payTogether(shopper, [body, body], [key, key]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]!.body.cart_id).toBe(answers[0]!.body.cart_id);
    expect(await charges(email)).toBe(1);
  });

  it("five clicks: one charge", async () => {
    const email = freshEmail();
    const shopper = browser();
    const key = newAttemptKey();
    const body = await byCard(email);
    const answers = await payTogether(shopper, Array(5).fill(body), Array(5).fill(key));
    expect(new Set(answers.map((answer) => answer.body.cart_id)).size).toBe(1);
    expect(await charges(email)).toBe(1);
  });

  it("two tabs paying at the same moment: one charge, the other tab asked", async () => {
    const email = freshEmail();
    const shopper = browser();
    const answers = await payTogether(shopper, [await byCard(email), await byCard(email)], [newAttemptKey(), newAttemptKey()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await charges(email)).toBe(1);
  });

  it("two tabs in turn, and Back after success: one charge, the second asked about the paid order it can open", async () => {
    const email = freshEmail();
    const shopper = browser();
    const first = await pay(shopper, await byCard(email));
    expect(first.body).toMatchObject({ order_status: "paid" });
    const second = await pay(shopper, await byCard(email));
    expect(second).toMatchObject({ status: 409, body: { error: "duplicate_purchase", earlier_order: { cart_id: first.body.cart_id } } });
    expect(second.body.earlier_order).toHaveProperty("paid_at");
    expect(await charges(email)).toBe(1);
  });

  it("another browser with the same e-mail: asked, without the order's id, and not charged", async () => {
    const email = freshEmail();
    await pay(browser(), await byCard(email));
    const other = await pay(browser(), await byCard(email));
    expect(other.status).toBe(409);
    expect(other.body.earlier_order).toEqual({ paid_at: expect.any(String) });
    expect(await charges(email)).toBe(1);
  });

  it("the same request sent again (its key): the first answer, one charge; with a new key: asked, one charge", async () => {
    const email = freshEmail();
    const shopper = browser();
    const key = newAttemptKey();
    const body = await byCard(email);
    const first = await pay(shopper, body, key);
    const again = await pay(shopper, body, key);
    expect(again).toMatchObject({ status: 200, body: { cart_id: first.body.cart_id, order_status: "paid" } });
    const newKey = await pay(shopper, body);
    expect(newKey.status).toBe(409);
    expect(await charges(email)).toBe(1);
  });

  for (const lost of [502, "reset", "hang"] as const) {
    it(`an answer lost after the charge (${lost}): the retry gets the charged order, a new attempt is asked, one charge`, async () => {
      const email = freshEmail();
      const shopper = browser();
      const key = newAttemptKey();
      const body = await byCard(email);
      await checkoutApi.set({ afterUpstream: lost });
      const failed = await pay(shopper, body, key);
      expect(failed.status).toBeGreaterThanOrEqual(500);
      await checkoutApi.set("pass");
      // A reload's new attempt, before the retry: the charge may have happened, so it is asked.
      const reloaded = await pay(shopper, await byCard(email));
      expect(reloaded.status).toBe(409);
      expect(reloaded.body.earlier_order).toEqual({ in_flight: { provider: "card", state: "processing", since: expect.any(String) } });
      const retried = await pay(shopper, body, key);
      expect(retried).toMatchObject({ status: 200, body: { order_status: "paid" } });
      expect(await charges(email)).toBe(1);
    });
  }

  it("PayPal waiting for approval in one tab: the card in the other is asked, and approving PayPal makes the one charge", async () => {
    const email = freshEmail();
    const shopper = browser();
    const paypal = await pay(shopper, { ...NL, provider: "paypal", email });
    expect(paypal.body).toMatchObject({ order_status: "new", action: { type: "redirect" } });
    const card = await pay(shopper, await byCard(email));
    expect(card.status).toBe(409);
    expect(card.body.earlier_order).toMatchObject({
      cart_id: paypal.body.cart_id,
      in_flight: { provider: "paypal", state: "awaiting_shopper" },
    });
    await decide(actionUrl(paypal), "approve");
    expect(await charges(email)).toBe(1);
  });

  it("3-D Secure waiting in one tab: the other card is asked, and the bank's approval makes the one charge", async () => {
    const email = freshEmail();
    const shopper = browser();
    const secure = await pay(shopper, await byCard(email, "4000000000003220"));
    expect(secure.body.action).toMatchObject({ type: "redirect" });
    const card = await pay(shopper, await byCard(email));
    expect(card.status).toBe(409);
    expect(card.body.earlier_order).toMatchObject({ in_flight: { provider: "card", state: "awaiting_shopper" } });
    await decide(actionUrl(secure), "approve");
    expect(await charges(email)).toBe(1);
  });

  it("a card the bank is still processing (a reload of the waiting page pays again): asked, one charge once it settles", async () => {
    const email = freshEmail();
    const shopper = browser();
    const pending = await pay(shopper, await byCard(email, "4000000000000077"));
    expect(pending.body.order_status).toBe("pending");
    const again = await pay(shopper, await byCard(email));
    expect(again.status).toBe(409);
    expect(again.body.earlier_order).toMatchObject({ in_flight: { provider: "card", state: "processing" } });
    sandbox.advance(6_000);
    expect(await charges(email)).toBe(1);
    sandbox.advance(-6_000);
  });

  it("a payment given up on its provider's page holds nothing: the next attempt pays, one charge", async () => {
    const email = freshEmail();
    const shopper = browser();
    const paypal = await pay(shopper, { ...NL, provider: "paypal", email });
    await decide(actionUrl(paypal), "decline");
    // Nobody polled the order since: the app asks the checkout API before refusing.
    const card = await pay(shopper, await byCard(email));
    expect(card).toMatchObject({ status: 200, body: { order_status: "paid" } });
    expect(await charges(email)).toBe(1);
  });

  it("a declined card holds nothing: the next card pays", async () => {
    const email = freshEmail();
    const shopper = browser();
    expect((await pay(shopper, await byCard(email, "4000000000000002"))).body.order_status).toBe("error");
    expect((await pay(shopper, await byCard(email))).body.order_status).toBe("paid");
    expect(await charges(email)).toBe(1);
  });

  it("a shopper who confirms gets a second subscription; another plan is another purchase", async () => {
    const email = freshEmail();
    const shopper = browser();
    await pay(shopper, await byCard(email));
    expect((await pay(shopper, await byCard(email, "4242424242424242", { confirm_duplicate: true }))).body.order_status).toBe("paid");
    expect((await pay(shopper, await byCard(email, "4242424242424242", { plans: ["vpn-plus-1y"] }))).status).toBe(200);
    expect(await charges(email)).toBe(3);
  });
});
