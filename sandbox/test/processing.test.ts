import { randomUUID } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asOwner,
  call,
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

async function visaBody(overrides: Record<string, unknown> = {}) {
  const token = await tokenize(sandbox.url, "4242424242424242");
  return processingBody({ card_token: token.body.token, ...overrides });
}

/** Read through a second connection: WAL lets it see what the server committed. */
function orderCount(): number {
  const db = new Database(join(sandbox.dataDir, "sandbox.db"), { readonly: true });
  const { count } = db.prepare("SELECT COUNT(*) AS count FROM orders").get() as { count: number };
  db.close();
  return count;
}

describe("idempotency", () => {
  it("answers a repeated request with the first result and charges once", async () => {
    const body = await visaBody();
    const key = randomUUID();
    const before = orderCount();
    const session = { "x-attempt-proof": "the-payers-session-proof" };
    const first = await processing(sandbox.url, body, key, session);
    const second = await processing(sandbox.url, { ...body }, key, session);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(orderCount()).toBe(before + 1);
  });

  it("refuses the same key with a different body", async () => {
    const body = await visaBody();
    const key = randomUUID();
    await processing(sandbox.url, body, key);
    const changed = await processing(sandbox.url, { ...body, plans: ["vpn-plus-1y"] }, key);
    expect(changed.status).toBe(422);
    expect(changed.body.error).toBe("idempotency_key_reused");
  });

  it("makes one order from concurrent requests with one key", async () => {
    const body = await visaBody();
    const key = randomUUID();
    const before = orderCount();
    const results = await Promise.all(Array.from({ length: 8 }, () => processing(sandbox.url, body, key)));
    expect(new Set(results.map((result) => result.body.order_id)).size).toBe(1);
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(orderCount()).toBe(before + 1);
  });

  it("does not store a refused request, so the corrected one can use the key", async () => {
    const body = await visaBody();
    const key = randomUUID();
    expect((await processing(sandbox.url, { ...body, email: "" }, key)).status).toBe(400);
    expect((await processing(sandbox.url, body, key)).status).toBe(200);
  });

  it("needs an Idempotency-Key", async () => {
    const response = await call(sandbox.url, "/api/processing/pre/", { method: "POST", json: await visaBody() });
    expect(response.body.errors).toEqual([{ field: "idempotency_key", slug: "cannot-be-empty" }]);
    const short = await processing(sandbox.url, await visaBody(), "abc");
    expect(short.body.errors).toEqual([{ field: "idempotency_key", slug: "invalid" }]);
  });
});

describe("processing rules", () => {
  it.each([
    ["", undefined, "cannot-be-empty"],
    ["not-an-email", 2009, "invalid"],
    ["someone@mailinator.com", 2029, "invalid"],
    ["someone@mail.blocked.example", 2029, "invalid"],
  ])("e-mail %j → code %s", async (email, code, slug) => {
    const response = await processing(sandbox.url, await visaBody({ email }));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    expect(response.body.errors).toEqual([{ field: "email", slug }]);
  });

  it.each(["USED10", "EXPIRED", "FREEVPN", "SAVE5"])("coupon %s is refused with 2012 on a plan it does not apply to", async (coupon) => {
    const response = await processing(sandbox.url, await visaBody({ coupon, plans: ["vpn-standard-2y"] }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 2012, errors: [{ field: "coupon", slug: "invalid" }] });
    if (coupon === "USED10") expect(response.body.message).toBe("You have already used the coupon code USED10.");
  });

  it("charges the coupon price and the cross-sells, with taxes per line", async () => {
    const response = await processing(
      sandbox.url,
      await visaBody({ coupon: "yearly50", plans: ["vpn-standard-1y", "pass-xs-1y", "locker-xs-1y"] }),
    );
    expect(response.status).toBe(200);
    const order = await call(sandbox.url, `/api/orders/${response.body.cart_id}/`, asOwner(response));
    expect(order.body.coupon).toBe("YEARLY50");
    expect(order.body.products.map((product: { price_id: string }) => product.price_id)).toEqual([
      "vpn-standard-1y.USD.YEARLY50",
      "pass-xs-1y.USD",
      "locker-xs-1y.USD",
    ]);
    expect(order.body.subtotal).toBe(29.94 + 17.88 + 23.88);
  });

  it("refuses a cross-sell of another period or one the plan includes", async () => {
    const otherPeriod = await processing(sandbox.url, await visaBody({ plans: ["vpn-standard-1y", "pass-xs-2y"] }));
    expect(otherPeriod.body.errors).toEqual([{ field: "plans.1", slug: "invalid" }]);
    const included = await processing(sandbox.url, await visaBody({ plans: ["vpn-plus-1y", "pass-xs-1y"] }));
    expect(included.body.errors).toEqual([{ field: "plans.1", slug: "invalid" }]);
  });

  it("refuses a provider not offered there, a missing card token and a US address without zip", async () => {
    expect((await processing(sandbox.url, await visaBody({ provider: "ideal" }))).body.errors).toEqual([
      { field: "provider", slug: "invalid" },
    ]);
    expect((await processing(sandbox.url, processingBody())).body.errors).toEqual([{ field: "card_token", slug: "cannot-be-empty" }]);
    expect((await processing(sandbox.url, processingBody({ card_token: "tok_unknown" }))).body.errors).toEqual([
      { field: "card_token", slug: "invalid" },
    ]);
    expect((await processing(sandbox.url, await visaBody({ zip: undefined }))).body.errors).toEqual([
      { field: "zip", slug: "cannot-be-empty" },
    ]);
    expect((await processing(sandbox.url, await visaBody({ return_url: "https://evil.example/cb" }))).body.errors).toEqual([
      { field: "return_url", slug: "invalid" },
    ]);
  });

  it("lets a failed cart be paid again but refuses to modify a paid one (2015)", async () => {
    const declined = await payWithCard(sandbox.url, "4000000000000002");
    const cartId = declined.body.cart_id;
    const retry = await processing(sandbox.url, await visaBody({ cart_id: cartId }), undefined, asOwner(declined).headers);
    expect(retry.body).toMatchObject({ cart_id: cartId, order_status: "paid" });
    expect(await orderStatus(sandbox.url, cartId)).toBe("paid");
    const again = await processing(
      sandbox.url,
      await visaBody({ cart_id: cartId, plans: ["vpn-plus-1y"] }),
      undefined,
      asOwner(declined).headers,
    );
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 2015, error: "cart_modification_forbidden" });
    expect((await call(sandbox.url, `/api/orders/${cartId}/`)).body.products[0].plan_identifier).toBe("vpn-standard-1y");
  });
});
