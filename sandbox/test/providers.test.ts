import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, loginAs, regularProviders, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

const regular = (query: string) => regularProviders(sandbox.url, query);

describe("regular providers", () => {
  it("lists the US providers in display order", async () => {
    expect(await regular("country=US&currency=USD&plan=vpn-standard-1y")).toEqual([
      "card",
      "paypal",
      "apple_pay",
      "google_pay",
      "amazon_pay",
      "stripe_ach",
      "coin_gate",
      "coin_payments",
    ]);
  });

  it("drops crypto for monthly plans and ACH outside USD", async () => {
    expect(await regular("country=US&currency=USD&plan=vpn-standard-1m")).not.toContain("coin_gate");
    expect(await regular("country=US&currency=EUR")).not.toContain("stripe_ach");
  });

  it("lists iDEAL and Klarna in the Netherlands in euros only", async () => {
    expect(await regular("country=NL&currency=EUR")).toEqual(["card", "ideal", "paypal", "klarna", "apple_pay", "google_pay", "coin_gate"]);
    expect(await regular("country=NL&currency=USD")).not.toContain("ideal");
  });

  it("lists BLIK and Przelewy24 in Poland", async () => {
    expect(await regular("country=PL&currency=PLN")).toEqual(["card", "blik", "przelewy24", "paypal"]);
    expect(await regular("country=PL&currency=EUR")).toEqual(["card", "przelewy24", "paypal"]);
  });

  it("lists Pix in Brazil and asks a CPF/CNPJ for cards", async () => {
    const response = await call(sandbox.url, "/api/payments/providers/regular/?country=br&currency=brl");
    expect(response.body.providers).toEqual([
      { identifier: "card", type: "card", flow: "form", fields: ["card_number", "card_expiry", "card_cvv", "cpf_cnpj"] },
      { identifier: "pix", type: "redirect", flow: "redirect", fields: ["cpf_cnpj"] },
      { identifier: "paypal", type: "redirect", flow: "redirect", fields: [] },
    ]);
  });

  it("refuses an unknown country, currency or plan", async () => {
    for (const [query, field] of [
      ["country=ZZ&currency=USD", "country"],
      ["country=US&currency=BTC", "currency"],
      ["country=US&currency=USD&plan=nope-1y", "plan"],
    ]) {
      const response = await call(sandbox.url, `/api/payments/providers/regular/?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field, slug: "invalid" }]);
    }
  });
});

describe("one-click providers", () => {
  const path = "/api/payments/providers/one-click/?country=US&currency=USD";

  it("offers the saved VISA of a logged-in existing customer, with the billing address it was saved with", async () => {
    const token = await loginAs(sandbox.url, "tpt_shopper");
    const response = await call(sandbox.url, path, { headers: { "x-user-token": token } });
    expect(response.body.providers).toEqual([
      {
        identifier: "card",
        type: "card",
        flow: "form",
        fields: [],
        saved_method: { brand: "VISA", last4: "4242", billing_address: { country: "US", state: "US-CA", zip: "94105" } },
      },
    ]);
  });

  it("offers nothing to a shopper without a saved method or logged out", async () => {
    const token = await loginAs(sandbox.url, "tpt_new");
    expect((await call(sandbox.url, path, { headers: { "x-user-token": token } })).body.providers).toEqual([]);
    expect((await call(sandbox.url, path)).body.providers).toEqual([]);
  });
});
