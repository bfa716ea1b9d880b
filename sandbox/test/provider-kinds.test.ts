import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APP_ORIGIN,
  asOwner,
  call,
  decide,
  loginAs,
  orderStatus,
  processing,
  processingBody,
  regularProviders,
  startTestSandbox,
  tokenize,
  type TestSandbox,
} from "./test-sandbox";

// Every provider identifier of the spec has the behaviour of its kind.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

/** A country's selection without a US tax address. */
const where = (country: string, currency: string, state?: string) => ({ country, currency, state, zip: undefined, fields: undefined });

const regular = (query: string) => regularProviders(sandbox.url, query);

describe("where the new providers are offered", () => {
  it("cards go through the country's processor, with the card form's fields", async () => {
    const response = await call(sandbox.url, "/api/payments/providers/regular/?country=AU&currency=AUD");
    expect(response.body.providers[0]).toEqual({
      identifier: "stripe",
      type: "card",
      flow: "form",
      fields: ["card_number", "card_expiry", "card_cvv"],
    });
    // Paddle's tokens need the name on the card, so its form asks for it first.
    const mexico = await call(sandbox.url, "/api/payments/providers/regular/?country=MX&currency=MXN");
    expect(mexico.body.providers[0]).toMatchObject({
      identifier: "paddle",
      fields: ["card_name", "card_number", "card_expiry", "card_cvv"],
    });
    expect(await regular("country=MX&currency=MXN")).toContain("paddle");
    expect(await regular("country=IN&currency=USD")).toContain("processout");
    expect(await regular("country=AE&currency=USD")).toContain("checkout_card");
    // One card method per country: the processor replaces the gateway's own card there.
    expect(await regular("country=AU&currency=AUD")).not.toContain("card");
  });

  it("PayPal in-context and Amazon Pay's widget in the UK and Ireland, the redirects elsewhere", async () => {
    expect(await regular("country=GB&currency=GBP")).toEqual([
      "card",
      "paypal_in_context",
      "klarna",
      "apple_pay",
      "google_pay",
      "amazon_pay_widget",
    ]);
    expect(await regular("country=IE&currency=EUR")).toEqual(["card", "paypal_in_context", "google_pay", "apple_pay", "amazon_pay_widget"]);
    expect(await regular("country=US&currency=USD")).not.toContain("paypal_in_context");
  });

  it("the provider's own Apple Pay in Canada and Australia, instead of apple_pay", async () => {
    const canada = await regular("country=CA&currency=CAD");
    expect(canada).toContain("nord_apple_pay");
    expect(canada).not.toContain("apple_pay");
    expect(await regular("country=AU&currency=AUD")).toContain("nord_apple_pay");
  });

  it("the Payssion methods: Bancontact in Luxembourg, QIWI and WebMoney in Russia and Kazakhstan, UnionPay in China", async () => {
    expect(await regular("country=LU&currency=EUR")).toContain("payssion_bancontact");
    expect(await regular("country=LU&currency=USD")).not.toContain("payssion_bancontact");
    expect(await regular("country=RU&currency=USD")).toEqual(["card", "payssion_qiwi", "payssion_webmoney", "coin_gate", "coin_payments"]);
    expect(await regular("country=KZ&currency=EUR")).toEqual(["card", "payssion_qiwi", "payssion_webmoney", "paypal"]);
    expect(await regular("country=CN&currency=CNY")).toEqual(["card", "alipay", "payssion_union_pay", "stripe_wechat"]);
    // Belgium keeps the direct Bancontact: never two Bancontact options in one country.
    expect(await regular("country=BE&currency=EUR")).not.toContain("payssion_bancontact");
  });

  it("a saved card is offered through the country's card processor", async () => {
    const token = await loginAs(sandbox.url, "tpt_shopper");
    const oneClick = await call(sandbox.url, "/api/payments/providers/one-click/?country=AU&currency=AUD", {
      headers: { "x-user-token": token },
    });
    expect(oneClick.body.providers).toEqual([
      {
        identifier: "stripe",
        type: "card",
        flow: "form",
        fields: [],
        saved_method: { brand: "VISA", last4: "4242", billing_address: { country: "US", state: "US-CA", zip: "94105" } },
      },
    ]);
    const paid = await processing(
      sandbox.url,
      processingBody({ ...where("AU", "AUD"), email: undefined, provider: "stripe", use_saved_method: true }),
      undefined,
      { "x-user-token": token },
    );
    expect(paid.body).toMatchObject({ order_status: "paid", action: { type: "done" } });
  });
});

describe("card processors", () => {
  const processors = [
    ["stripe", where("AU", "AUD")],
    ["paddle", where("MX", "MXN")],
    ["processout", where("IN", "USD")],
    ["checkout_card", where("AE", "USD", "AE-DU")],
  ] as const;

  /** A tokenize request as the card form sends it: with the name on the card where the processor needs it. */
  const nameFor = (processor: string | undefined): Record<string, string> => (processor === "paddle" ? { name: "Test Shopper" } : {});

  it.each(processors)("%s charges a card tokenized for it", async (processor, selection) => {
    const token = await tokenize(sandbox.url, "4242424242424242", { processor, ...nameFor(processor) });
    expect(token.status).toBe(201);
    const response = await processing(sandbox.url, processingBody({ ...selection, provider: processor, card_token: token.body.token }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ order_status: "paid", action: { type: "done" } });
    const order = await call(sandbox.url, `/api/orders/${response.body.cart_id}/`, asOwner(response));
    expect(order.body).toMatchObject({ provider: processor, payment: { status: "succeeded", brand: "VISA", last4: "4242" } });
  });

  it("refuses a token made for another processor, and the gateway's own token", async () => {
    for (const processor of ["paddle", undefined]) {
      const token = await tokenize(sandbox.url, "4242424242424242", processor ? { processor, ...nameFor(processor) } : {});
      const response = await processing(
        sandbox.url,
        processingBody({ ...where("AU", "AUD"), provider: "stripe", card_token: token.body.token }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field: "card_token", slug: "invalid" }]);
    }
  });

  it("tokenizes a card for Paddle only with the name on it; the other processors take one without", async () => {
    for (const name of [undefined, "  "]) {
      const refused = await tokenize(sandbox.url, "4242424242424242", { processor: "paddle", ...(name === undefined ? {} : { name }) });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: "name", slug: "cannot-be-empty" }]);
    }
    for (const processor of ["card", "stripe", "processout", "checkout_card"]) {
      expect((await tokenize(sandbox.url, "4242424242424242", { processor })).status).toBe(201);
    }
  });

  it("runs the test cards' behaviours: a decline, and a 3-D Secure challenge approved", async () => {
    const declined = await tokenize(sandbox.url, "4000000000000002", { processor: "checkout_card" });
    const refused = await processing(
      sandbox.url,
      processingBody({ ...where("AE", "USD", "AE-DU"), provider: "checkout_card", card_token: declined.body.token }),
    );
    expect(refused.body.action).toMatchObject({ type: "error", code: "declined" });
    const challenged = await tokenize(sandbox.url, "4000000000003220", { processor: "stripe" });
    const response = await processing(
      sandbox.url,
      processingBody({ ...where("AU", "AUD"), provider: "stripe", card_token: challenged.body.token }),
    );
    expect(response.body.action.type).toBe("redirect");
    const back = await decide(response.body.action.url, "approve");
    expect(back.status).toBe(303);
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
  });

  it("tokenizes for a known processor only", async () => {
    const response = await tokenize(sandbox.url, "4242424242424242", { processor: "paypal" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: "processor", slug: "invalid" }]);
  });
});

describe("PayPal in-context (popup) and Amazon Pay's widget", () => {
  const cases = [
    ["paypal_in_context", "popup", where("GB", "GBP")],
    ["amazon_pay_widget", "widget", where("GB", "GBP")],
  ] as const;

  it.each(cases)(
    "%s: the gateway's page, approve → the page tells the app, the callback finds it paid",
    async (provider, action, selection) => {
      const response = await processing(sandbox.url, processingBody({ ...selection, provider }));
      expect(response.status).toBe(200);
      expect(response.body.action).toMatchObject({
        type: "frontend_action",
        action,
        provider,
        url: expect.stringContaining("/gateway/approve/"),
      });
      const paymentId = response.body.action.payment_id;
      const done = await decide(response.body.action.url, "approve");
      expect(done.status).toBe(200);
      const html = await done.text();
      // The message goes to the app's origin only and names the payment, nothing secret.
      expect(html).toContain(`{"type":"gateway:payment-step-complete","payment_id":"${paymentId}"}, "${APP_ORIGIN}"`);
      const policy = done.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'nonce-[^']+'/);
      expect(policy).toContain(`frame-ancestors ${APP_ORIGIN}`);
      expect(html).toContain(`/api/callback/?payment_id=${paymentId}&amp;cart_id=${response.body.cart_id}`);
      const callback = await call(sandbox.url, `/api/callback/?payment_id=${paymentId}&cart_id=${response.body.cart_id}`);
      expect(callback.body).toEqual({ redirect_url: `/processing/?cart_id=${response.body.cart_id}` });
      expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
    },
  );

  it("a decline in the popup fails the order; a popup closed without a decision cancels it", async () => {
    const declined = await processing(sandbox.url, processingBody({ ...where("GB", "GBP"), provider: "paypal_in_context" }));
    expect((await decide(declined.body.action.url, "decline")).status).toBe(200);
    expect(await orderStatus(sandbox.url, declined.body.cart_id)).toBe("error");
    const closed = await processing(sandbox.url, processingBody({ ...where("GB", "GBP"), provider: "amazon_pay_widget" }));
    // The app's page closing the provider's window it opened: the purchase cookie is its proof.
    await call(sandbox.url, `/api/callback/?payment_id=${closed.body.action.payment_id}&cart_id=${closed.body.cart_id}`, asOwner(closed));
    expect(await orderStatus(sandbox.url, closed.body.cart_id)).toBe("canceled");
  });
});

describe("the provider's own Apple Pay", () => {
  it("is a wallet sheet: authorize, callback with the wallet token → paid", async () => {
    const response = await processing(sandbox.url, processingBody({ ...where("CA", "CAD", "CA-ON"), provider: "nord_apple_pay" }));
    const action = response.body.action;
    expect(action).toMatchObject({ type: "frontend_action", action: "wallet_sheet", provider: "nord_apple_pay", currency: "CAD" });
    const authorized = await call(action.authorize_url, "", {
      method: "POST",
      json: { payment_id: action.payment_id, outcome: "approve" },
    });
    await call(sandbox.url, `/api/callback/?payment_id=${action.payment_id}&wallet_token=${authorized.body.wallet_token}`);
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
  });
});

describe("Payssion methods", () => {
  it.each([
    ["payssion_bancontact", where("LU", "EUR"), "Bancontact"],
    ["payssion_qiwi", where("RU", "USD"), "QIWI"],
    ["payssion_webmoney", where("KZ", "EUR"), "WebMoney"],
    ["payssion_union_pay", where("CN", "CNY"), "UnionPay"],
  ] as const)("%s redirects to its approval page; approve → paid through /api/callback/", async (provider, selection, name) => {
    const response = await processing(sandbox.url, processingBody({ ...selection, provider }));
    expect(response.body.action.type).toBe("redirect");
    expect(await (await fetch(response.body.action.url)).text()).toContain(`Pay with ${name}`);
    const back = await decide(response.body.action.url, "approve");
    const location = new URL(back.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe(`${APP_ORIGIN}/api/callback/`);
    await call(sandbox.url, `/api/callback/${location.search}`);
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
  });
});

describe("refusals", () => {
  it("refuses an unknown identifier, and a known one where it is not offered", async () => {
    const unknown = await processing(sandbox.url, processingBody({ provider: "cash" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: "provider", slug: "invalid" }]);
    for (const provider of ["payssion_qiwi", "paypal_in_context", "amazon_pay_widget", "nord_apple_pay"]) {
      const elsewhere = await processing(sandbox.url, processingBody({ provider, fields: undefined }));
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body).toMatchObject({ message: "This payment method is not available for the country, currency or plan." });
    }
    const token = await tokenize(sandbox.url, "4242424242424242", { processor: "stripe" });
    const stripeInUs = await processing(sandbox.url, processingBody({ provider: "stripe", card_token: token.body.token }));
    expect(stripeInUs.body.errors).toEqual([{ field: "provider", slug: "invalid" }]);
  });
});
