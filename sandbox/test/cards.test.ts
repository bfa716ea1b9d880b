import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APP_ORIGIN,
  asOwner,
  call,
  decide,
  freshEmail,
  loginAs,
  orderStatus,
  payWithCard,
  processing,
  processingBody,
  RETURN_URL,
  startTestSandbox,
  tokenize,
  type TestSandbox,
} from "./test-sandbox";

const DECLINED =
  "The transaction has been declined. Please make sure you have enough funds in your account and provided the correct payment information. You can also try a different credit card or payment method.";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

describe("tokenize", () => {
  it("answers brand and last four digits, never the number, with CORS for the app", async () => {
    const response = await tokenize(sandbox.url, "4242 4242 4242 4242");
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ brand: "VISA", last4: "4242", exp_month: 12 });
    expect(JSON.stringify(response.body)).not.toContain("4242424242424242");
    expect(response.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
    const preflight = await fetch(`${sandbox.url}/gateway/v1/tokens`, { method: "OPTIONS", headers: { origin: APP_ORIGIN } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const foreign = await fetch(`${sandbox.url}/gateway/v1/tokens`, { method: "OPTIONS", headers: { origin: "https://evil.example" } });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it.each([
    [{ number: "4242424242424241" }, "number", "invalid"],
    [{ number: "" }, "number", "cannot-be-empty"],
    [{ exp_month: "13" }, "exp_month", "invalid"],
    [{ exp_year: "2001" }, "exp_year", "invalid"],
    [{ exp_year: "2099" }, "exp_year", "invalid"],
    // Four digits are a year as written: 0029 has passed, as the payment form says.
    [{ exp_year: "0029" }, "exp_year", "invalid"],
    [{ cvv: "12" }, "cvv", "invalid"],
    [{ cvv: "" }, "cvv", "cannot-be-empty"],
  ])("refuses %j", async (overrides, field, slug) => {
    const response = await tokenize(sandbox.url, "4242424242424242", overrides);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, slug });
  });

  it("wants four CVV digits for AMEX", async () => {
    expect((await tokenize(sandbox.url, "378282246310005", { cvv: "123" })).status).toBe(400);
  });
});

describe("test cards", () => {
  it.each([
    ["4242424242424242", "VISA"],
    ["5555555555554444", "MASTERCARD"],
    ["378282246310005", "AMEX"],
    // Any other valid number, e.g. a 13-digit VISA (the form and the gateway share one set of card rules).
    ["4222222222222", "VISA"],
  ])("%s (%s) is paid at once", async (number, brand) => {
    const email = freshEmail();
    const response = await payWithCard(sandbox.url, number, { email });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ order_status: "paid", action: { type: "done" } });
    const order = await call(sandbox.url, `/api/orders/${response.body.cart_id}/`, asOwner(response));
    expect(order.body).toMatchObject({
      status: "paid",
      email,
      currency: "USD",
      state: "US-CA",
      products: [{ plan_identifier: "vpn-standard-1y", price_id: "vpn-standard-1y.USD", amount: 59.88, tax: 4.34 }],
      subtotal: 59.88,
      tax: 4.34,
      total: 64.22,
      payment: { status: "succeeded", brand, last4: number.slice(-4) },
    });
  });

  it("4000 0000 0000 0002 is declined with the catalogue message", async () => {
    const response = await payWithCard(sandbox.url, "4000000000000002");
    expect(response.body).toMatchObject({ order_status: "error", action: { type: "error", code: "declined", message: DECLINED } });
  });

  it("4000 0000 0000 0119 fails processing", async () => {
    const response = await payWithCard(sandbox.url, "4000000000000119");
    expect(response.body.action).toEqual({ type: "error", code: "processing_failed", message: "Something went wrong. Try again." });
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("error");
  });

  it("4000 0000 0000 3220 asks 3-D Secure; approve pays", async () => {
    const response = await payWithCard(sandbox.url, "4000000000003220");
    expect(response.body.action.type).toBe("redirect");
    expect(response.body.order_status).toBe("new");
    const back = await decide(response.body.action.url, "approve");
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
    expect(location.searchParams.get("cart_id")).toBe(response.body.cart_id);
    const callback = await call(sandbox.url, `/api/callback/${location.search}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe(`/processing/?cart_id=${response.body.cart_id}`);
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
  });

  it("4000 0000 0000 3220 declined at the challenge is declined", async () => {
    const response = await payWithCard(sandbox.url, "4000000000003220");
    await decide(response.body.action.url, "decline");
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("error");
    const order = await call(sandbox.url, `/api/orders/${response.body.cart_id}/`, asOwner(response));
    expect(order.body.payment.status).toBe("failed");
  });

  it("4000 0000 0000 0077 is pending, then paid 5 seconds later", async () => {
    const response = await payWithCard(sandbox.url, "4000000000000077");
    expect(response.body).toMatchObject({ order_status: "pending", action: { type: "done" } });
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("pending");
    sandbox.advance(4_000);
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("pending");
    sandbox.advance(1_500);
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
  });

  it("settles a cart's pending payment on request, once, and says when there is none", async () => {
    const response = await payWithCard(sandbox.url, "4000000000000077");
    const settle = (cartId: string) => fetch(`${sandbox.url}/gateway/pending/${cartId}/settle`, { method: "POST" });
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("pending");
    const settled = await settle(response.body.cart_id);
    expect({ status: settled.status, body: await settled.json() }).toEqual({ status: 200, body: { settled: 1 } });
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
    expect((await settle(response.body.cart_id)).status).toBe(404);
    const paid = await payWithCard(sandbox.url, "4242424242424242");
    expect((await settle(paid.body.cart_id)).status).toBe(404);
    expect((await settle("no-such-cart")).status).toBe(404);
  });

  it("charges the saved card of a logged-in shopper (one-click)", async () => {
    const token = await loginAs(sandbox.url, "tpt_shopper");
    const response = await processing(
      sandbox.url,
      processingBody({ email: undefined, use_saved_method: true, fields: undefined }),
      undefined,
      { "x-user-token": token },
    );
    expect(response.body).toMatchObject({ order_status: "paid", action: { type: "done" } });
    const order = await call(sandbox.url, `/api/orders/${response.body.cart_id}/`, asOwner(response));
    expect(order.body).toMatchObject({ email: "shopper@example.com", payment: { brand: "VISA", last4: "4242" } });
    const anonymous = await processing(sandbox.url, processingBody({ use_saved_method: true }));
    expect(anonymous.body.errors).toEqual([{ field: "use_saved_method", slug: "invalid" }]);
  });

  it("taxes a saved card's payment at the billing address it was saved with, whatever address the request names", async () => {
    const token = await loginAs(sandbox.url, "tpt_shopper");
    const atSavedAddress = (address: Record<string, unknown>) =>
      processing(
        sandbox.url,
        processingBody({ ...address, email: undefined, use_saved_method: true, fields: undefined, confirm_duplicate: true }),
        undefined,
        {
          "x-user-token": token,
        },
      );
    // New York's 4 %, or no state at all: the card was saved in San Francisco, so California's 7.25 %.
    for (const address of [
      { state: "US-NY", zip: "10001" },
      { state: undefined, zip: undefined },
    ]) {
      const paid = await atSavedAddress(address);
      expect(paid.body).toMatchObject({ order_status: "paid" });
      const order = await call(sandbox.url, `/api/orders/${paid.body.cart_id}/`, asOwner(paid));
      expect(order.body).toMatchObject({ country: "US", state: "US-CA" });
      expect(order.body.tax).toBeCloseTo(Math.round(order.body.subtotal * 7.25) / 100, 2);
    }
  });
});
