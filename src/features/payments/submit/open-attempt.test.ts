import { describe, expect, it } from "vitest";
import { isOpenAttempt } from "./open-attempt";

const body = {
  plans: ["vpn-plus-1y", "pass-xs-1y"],
  coupon: "SAVE20",
  currency: "USD",
  country: "US",
  state: "US-CA",
  zip: "94105",
  email: "shopper@example.com",
  provider: "card",
  card_token: "tok_1",
  fields: { postal_code: "94105" },
  language: "en",
};
const attempt = { key: "pay_1", purchase: "vpn-plus-1y|USD", body, sentAt: 1_700_000_000_000 };

describe("isOpenAttempt", () => {
  it("accepts an attempt as sessionAttemptStore saved it", () => {
    expect(isOpenAttempt(JSON.parse(JSON.stringify(attempt)))).toBe(true);
    expect(
      isOpenAttempt({
        ...attempt,
        body: { plans: ["vpn-plus-1y"], currency: "EUR", country: "DE", provider: "paypal", use_saved_method: true },
      }),
    ).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["an attempt without a key", { ...attempt, key: undefined }],
    ["a time as text", { ...attempt, sentAt: "1700000000000" }],
    ["a body with card data", { ...attempt, body: { ...body, card_number: "4242424242424242" } }],
    ["a body with an unknown provider field", { ...attempt, body: { ...body, fields: { iban: "DE00" } } }],
    ["a body in an unknown currency", { ...attempt, body: { ...body, currency: "XXX" } }],
    ["a body for an unknown provider", { ...attempt, body: { ...body, provider: "cash" } }],
    ["a body without plans", { ...attempt, body: { ...body, plans: undefined } }],
    ["a saved-method flag as text", { ...attempt, body: { ...body, use_saved_method: "yes" } }],
  ])("refuses %s", (_, value) => {
    expect(isOpenAttempt(value)).toBe(false);
  });
});
