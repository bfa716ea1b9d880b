// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, pay as payAs, startAppRoutes, type AppRoutes } from "@/test/app-routes";
import { loginAs, startTestSandbox, tokenize, type TestSandbox } from "../../../sandbox/test/test-sandbox";

// The app's payment routes served as Next serves them, against a real sandbox; two cookie jars
// are two browsers (src/test/app-routes.ts).
let sandbox: TestSandbox;
let app: AppRoutes;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  app = await startAppRoutes(sandbox.url);
});

afterAll(async () => {
  await app.close();
  await sandbox.dispose();
});

const browser = () => browserOf(() => app.url);
const pay = payAs;

const US = {
  plans: ["vpn-standard-1y"],
  currency: "USD",
  country: "US",
  state: "US-CA",
  zip: "94105",
  provider: "card",
  fields: { postal_code: "94105" },
};

async function cardBody(number: string, email: string, extra: Record<string, unknown> = {}) {
  const token = await tokenize(sandbox.url, number);
  return { ...US, email, card_token: token.body.token as string, ...extra };
}

describe("a shopper's cart and order, seen from another browser", () => {
  it("is unknown to another browser, logged in or not: the 404 of a cart that does not exist", async () => {
    const shopper = browser();
    const stranger = browser();
    const paid = await pay(shopper, await cardBody("4242424242424242", "owner-read@example.com"));
    expect(paid.status).toBe(200);
    const own = await shopper(`/api/orders/${paid.body.cart_id}/`);
    expect(own.body).toMatchObject({
      status: "paid",
      email: "owner-read@example.com",
      state: "US-CA",
      payment: { brand: "VISA", last4: "4242" },
    });

    const unknown = await stranger("/api/orders/cart_that_never_was/");
    expect(unknown.status).toBe(404);
    const other = await stranger(`/api/orders/${paid.body.cart_id}/`);
    expect(other).toMatchObject({ status: 404, body: unknown.body });
    // A forged purchase cookie is no better than none, and another shopper's login neither.
    const forged = await stranger(`/api/orders/${paid.body.cart_id}/`, {
      headers: { cookie: `cart_owner=${paid.body.cart_id}.co_forged` },
    });
    expect(forged).toMatchObject({ status: 404, body: unknown.body });
    const otherShopper = await stranger(`/api/orders/${paid.body.cart_id}/`, {
      headers: { cookie: `token=${await loginAs(sandbox.url, "tpt_new")}` },
    });
    expect(otherShopper).toMatchObject({ status: 404, body: unknown.body });
  });

  it("is its logged-in owner's in any browser", async () => {
    const token = await loginAs(sandbox.url, "tpt_shopper");
    const shopper = browser();
    const paid = await pay(shopper, await cardBody("4242424242424242", "shopper@example.com"), undefined, { cookie: `token=${token}` });
    expect(paid.status).toBe(200);
    const elsewhere = await browser()(`/api/orders/${paid.body.cart_id}/`, { headers: { cookie: `token=${token}` } });
    expect(elsewhere).toMatchObject({ status: 200, body: { status: "paid", email: "shopper@example.com" } });
  });

  it("cannot be paid or retried by another browser: naming the cart starts a cart of its own", async () => {
    const shopper = browser();
    const stranger = browser();
    const declined = await pay(shopper, await cardBody("4000000000000002", "owner-retry@example.com"));
    expect(declined.body).toMatchObject({ order_status: "error" });

    const attempt = await pay(stranger, await cardBody("4242424242424242", "stranger@example.com", { cart_id: declined.body.cart_id }));
    expect(attempt.status).toBe(200);
    expect(attempt.body.cart_id).not.toBe(declined.body.cart_id);
    const after = await shopper(`/api/orders/${declined.body.cart_id}/`);
    expect(after.body).toMatchObject({ status: "error", email: "owner-retry@example.com" });

    const retry = await pay(shopper, await cardBody("4242424242424242", "owner-retry@example.com", { cart_id: declined.body.cart_id }));
    expect(retry.body).toMatchObject({ cart_id: declined.body.cart_id, order_status: "paid" });
  });

  it("cannot be cancelled by a callback without the provider's proof; its own browser may give up the payment", async () => {
    const shopper = browser();
    const stranger = browser();
    const NL = { plans: ["vpn-standard-1y"], currency: "EUR", country: "NL", provider: "paypal", email: "owner-cancel@example.com" };
    const started = await pay(shopper, NL);
    expect(started.body).toMatchObject({ order_status: "new", action: { type: "redirect" } });

    const bare = await stranger(`/api/callback/?cart_id=${started.body.cart_id}`);
    expect(bare.status).toBe(303);
    expect(bare.headers.get("location")).toBe(`/processing/?cart_id=${started.body.cart_id}`);
    await stranger(`/api/callback/?cart_id=${started.body.cart_id}&signature=forged`);
    expect((await shopper(`/api/orders/${started.body.cart_id}/`)).body).toMatchObject({
      status: "new",
      payment: { status: "requires_action" },
    });

    await shopper(`/api/callback/?cart_id=${started.body.cart_id}`);
    expect((await shopper(`/api/orders/${started.body.cart_id}/`)).body).toMatchObject({ status: "canceled" });
  });
});
