import { describe, expect, it } from "vitest";
import { isProvidersAnswer } from "./providers-answer";

const card = { identifier: "card", type: "card", flow: "form", fields: ["card_name", "card_number", "card_expiry", "card_cvv"] };
const savedCard = { ...card, saved_method: { brand: "VISA", last4: "4242" } };
const savedWithAddress = {
  ...card,
  saved_method: { brand: "VISA", last4: "4242", billing_address: { country: "US", state: "US-CA", zip: "94105" } },
};
const paypal = { identifier: "paypal", type: "redirect", flow: "redirect", fields: [] };

describe("isProvidersAnswer", () => {
  it("accepts provider lists, empty or with a saved card", () => {
    expect(isProvidersAnswer({ providers: [card, paypal] })).toBe(true);
    expect(isProvidersAnswer({ providers: [savedCard] })).toBe(true);
    expect(isProvidersAnswer({ providers: [savedWithAddress] })).toBe(true);
    expect(isProvidersAnswer({ providers: [] })).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["a bare list", [card]],
    ["an error body", { error: "bad_request", message: "Unknown country code" }],
    ["an unknown provider", { providers: [{ ...card, identifier: "cash" }] }],
    ["an unknown type", { providers: [{ ...card, type: "voucher" }] }],
    ["an unknown flow", { providers: [{ ...card, flow: "popup" }] }],
    ["an unknown form field", { providers: [{ ...card, fields: ["card_number", "iban"] }] }],
    ["a saved card without four digits", { providers: [{ ...card, saved_method: { brand: "VISA", last4: "42" } }] }],
    ["a saved card of an unknown brand", { providers: [{ ...card, saved_method: { brand: "ACME", last4: "4242" } }] }],
    ["a null saved card", { providers: [{ ...card, saved_method: null }] }],
    [
      "a saved card's address without a country",
      { providers: [{ ...card, saved_method: { brand: "VISA", last4: "4242", billing_address: { state: "US-CA" } } }] },
    ],
    [
      "a saved card's address with a numeric ZIP code",
      { providers: [{ ...card, saved_method: { brand: "VISA", last4: "4242", billing_address: { country: "US", zip: 94105 } } }] },
    ],
  ])("refuses %s", (_, value) => {
    expect(isProvidersAnswer(value)).toBe(false);
  });
});
