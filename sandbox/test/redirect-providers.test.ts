import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asOwner, call, orderStatus, processing, processingBody, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

const NL = { country: "NL", currency: "EUR", state: undefined, zip: undefined, fields: undefined };

async function submitDecision(pageUrl: string, decision: "approve" | "decline", init: RequestInit = {}) {
  const page = await fetch(pageUrl, init);
  const html = await page.text();
  expect(html).toContain('data-testid="sandbox-approve"');
  expect(html).toContain('data-testid="sandbox-decline"');
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? "";
  const back = await fetch(new URL(action, pageUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `decision=${decision}`,
  });
  return new URL(back.headers.get("location") ?? "");
}

describe("redirect providers", () => {
  it.each(["ideal", "paypal", "klarna"])("%s: approval page, approve → paid through /api/callback/", async (provider) => {
    const fields = provider === "klarna" ? { first_name: "Ada", last_name: "Lovelace", date_of_birth: "1990-02-03" } : undefined;
    const response = await processing(sandbox.url, processingBody({ ...NL, provider, fields }));
    expect(response.status).toBe(200);
    expect(response.body.action.type).toBe("redirect");
    const back = await submitDecision(response.body.action.url, "approve");
    const callback = await call(sandbox.url, `/api/callback/${back.search}`);
    expect(callback.body).toEqual({ redirect_url: `/processing/?cart_id=${response.body.cart_id}` });
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
  });

  it("decline → error", async () => {
    const response = await processing(sandbox.url, processingBody({ ...NL, provider: "ideal" }));
    await submitDecision(response.body.action.url, "decline");
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("error");
  });

  it("a return without a decision cancels the payment only with proof: a bare or forged callback changes nothing", async () => {
    const response = await processing(sandbox.url, processingBody({ ...NL, provider: "paypal" }));
    const { cart_id: cartId, action } = response.body;
    const bare = await call(sandbox.url, `/api/callback/?cart_id=${cartId}`);
    expect(bare.status).toBe(302);
    await call(sandbox.url, `/api/callback/?payment_id=${action.payment_id}&cart_id=${cartId}&signature=forged`);
    await call(sandbox.url, `/api/callback/?cart_id=${cartId}`, { headers: { "x-cart-owner": "co_guessed" } });
    expect(await orderStatus(sandbox.url, cartId)).toBe("new");
    expect((await call(sandbox.url, `/api/orders/${cartId}/`, asOwner(response))).body.payment.status).toBe("requires_action");
    // The browser that made the cart (the app forwards its purchase cookie) may give up the payment.
    await call(sandbox.url, `/api/callback/?cart_id=${cartId}`, asOwner(response));
    expect(await orderStatus(sandbox.url, cartId)).toBe("canceled");
  });

  it("paying the cart again (Back from the provider) closes the page left behind: approving it charges nothing", async () => {
    const first = await processing(sandbox.url, processingBody({ ...NL, provider: "paypal" }));
    const cartId = first.body.cart_id as string;
    const again = await processing(
      sandbox.url,
      processingBody({ ...NL, provider: "ideal", cart_id: cartId }),
      undefined,
      asOwner(first).headers,
    );
    expect(again.status).toBe(200);
    const stale = await fetch(first.body.action.url);
    expect(await stale.text()).toContain('data-testid="sandbox-payment-closed"');
    await fetch(`${first.body.action.url}/decision`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=approve",
    });
    const order = await call(sandbox.url, `/api/orders/${cartId}/`, asOwner(first));
    expect(order.body).toMatchObject({ status: "new", provider: "ideal", payment: { status: "requires_action" } });
    await call(sandbox.url, `/api/callback/${(await submitDecision(again.body.action.url, "approve")).search}`);
    expect(await orderStatus(sandbox.url, cartId)).toBe("paid");
  });

  it("signs the return target with the payment and cart, and a signature for another cart is no proof", async () => {
    const first = await processing(sandbox.url, processingBody({ ...NL, provider: "paypal" }));
    const second = await processing(sandbox.url, processingBody({ ...NL, provider: "paypal" }));
    const back = await submitDecision(first.body.action.url, "approve");
    expect(back.searchParams.get("signature")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const borrowed = back.searchParams.get("signature") ?? "";
    await call(
      sandbox.url,
      `/api/callback/?payment_id=${second.body.action.payment_id}&cart_id=${second.body.cart_id}&signature=${borrowed}`,
    );
    expect(await orderStatus(sandbox.url, second.body.cart_id)).toBe("new");
    await call(sandbox.url, `/api/callback/${back.search}`);
    expect(await orderStatus(sandbox.url, first.body.cart_id)).toBe("paid");
  });

  it("Przelewy24 posts a form to the approval page (redirect_post)", async () => {
    const response = await processing(
      sandbox.url,
      processingBody({ country: "PL", currency: "PLN", state: undefined, zip: undefined, provider: "przelewy24" }),
    );
    expect(response.body.action).toMatchObject({ type: "redirect_post", fields: { currency: "PLN" } });
    const form = new URLSearchParams(response.body.action.fields as Record<string, string>).toString();
    const back = await submitDecision(response.body.action.url, "approve", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    await call(sandbox.url, `/api/callback/${back.search}`);
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
  });

  it("Pix needs a CPF/CNPJ", async () => {
    const base = { country: "BR", currency: "BRL", state: undefined, zip: undefined, provider: "pix" };
    const missing = await processing(sandbox.url, processingBody({ ...base, fields: undefined }));
    expect(missing.body.errors).toEqual([{ field: "fields.cpf_cnpj", slug: "cannot-be-empty" }]);
    const wrong = await processing(sandbox.url, processingBody({ ...base, fields: { cpf_cnpj: "123" } }));
    expect(wrong.body.errors).toEqual([{ field: "fields.cpf_cnpj", slug: "invalid" }]);
    const ok = await processing(sandbox.url, processingBody({ ...base, fields: { cpf_cnpj: "123.456.789-09" } }));
    expect(ok.body.action.type).toBe("redirect");
  });
});

describe("frontend actions", () => {
  it("Apple Pay: wallet sheet, authorize, callback with the wallet token → paid", async () => {
    const response = await processing(sandbox.url, processingBody({ provider: "apple_pay", fields: undefined }));
    const action = response.body.action;
    expect(action).toMatchObject({
      type: "frontend_action",
      action: "wallet_sheet",
      provider: "apple_pay",
      amount: 64.22,
      currency: "USD",
    });
    const authorized = await call(action.authorize_url, "", {
      method: "POST",
      json: { payment_id: action.payment_id, outcome: "approve" },
    });
    expect(authorized.status).toBe(200);
    const forged = await call(sandbox.url, `/api/callback/?payment_id=${action.payment_id}&wallet_token=wt_forged`);
    expect(forged.status).toBe(400);
    await call(sandbox.url, `/api/callback/?payment_id=${action.payment_id}&wallet_token=${authorized.body.wallet_token}`);
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
  });

  it("a canceled wallet sheet cancels the order", async () => {
    const response = await processing(sandbox.url, processingBody({ provider: "google_pay", fields: undefined }));
    const cancel = await call(response.body.action.authorize_url, "", {
      method: "POST",
      json: { payment_id: response.body.action.payment_id, outcome: "cancel" },
    });
    expect(cancel.body).toEqual({ wallet_token: null });
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("canceled");
  });

  it("ACH bank link: link token → public token → paid", async () => {
    const response = await processing(
      sandbox.url,
      processingBody({ provider: "stripe_ach", fields: { first_name: "Ada", last_name: "Lovelace" } }),
    );
    const action = response.body.action;
    expect(action).toMatchObject({ type: "frontend_action", action: "bank_link" });
    const exchange = await call(action.exchange_url, "", { method: "POST", json: { link_token: action.link_token } });
    expect(exchange.body.public_token).toMatch(/^pub_/);
    expect((await call(action.exchange_url, "", { method: "POST", json: { link_token: action.link_token } })).status).toBe(400);
    await call(sandbox.url, `/api/callback/?payment_id=${action.payment_id}&public_token=${exchange.body.public_token}`);
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
  });
});

describe("iframe return", () => {
  it("finishes a 3-D Secure step run in an iframe and tells the parent page", async () => {
    const token = await call(sandbox.url, "/gateway/v1/tokens", {
      method: "POST",
      json: { number: "4000000000003220", exp_month: "12", exp_year: "2040", cvv: "123" },
    });
    const response = await processing(
      sandbox.url,
      processingBody({ card_token: token.body.token, return_url: "http://localhost:3000/api/processing/iframe/" }),
    );
    const back = await submitDecision(response.body.action.url, "approve");
    expect(back.pathname).toBe("/api/processing/iframe/");
    const page = await call<string>(sandbox.url, `/api/processing/iframe/${back.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`"cart_id":"${response.body.cart_id}"`);
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'nonce-/);
    expect(await orderStatus(sandbox.url, response.body.cart_id)).toBe("paid");
  });
});
