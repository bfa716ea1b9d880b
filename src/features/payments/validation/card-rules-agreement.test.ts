import { describe, expect, it } from "vitest";
import { detectCardBrand } from "@/contracts/card-rules";
import type { FieldError } from "@/contracts/checkout-api";
import { validateCard } from "../../../../sandbox/src/gateway/card-validation";
import { HttpError } from "../../../../sandbox/src/http/http-error";
import { validateCardNumber } from "./card-number";
import { validateCvv } from "./cvv";

// The payment form and the gateway judge a card by the same rules, so a card the form
// accepts is never refused after tokenizing (and the other way round). Both real code paths.

const NOW = new Date(Date.UTC(2026, 5, 15));

/** The gateway's field errors for one card, none when it tokenizes. */
function gatewayErrors(number: string, cvv: string): FieldError[] {
  try {
    validateCard({ number, exp_month: "12", exp_year: "2030", cvv }, NOW);
    return [];
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error.body.errors ?? [];
  }
}

const NUMBERS = [
  // Valid, one per brand and several lengths.
  "4222 2222 2222 2",
  "4242424242424242",
  "4242424242424242428",
  "5555 5555 5555 4444",
  "2223003122003222",
  "3782 822463 10005",
  "6011111111111117",
  "6221260000000000",
  "6500000000000002",
  "6200000000000005",
  "6205500000000000004",
  "3566002020360505",
  "3528000000000000007",
  "36227206271667",
  "3056930009020004",
  "6759649826438453",
  "501800000009",
  "5600000000000000002",
  // The sandbox's test cards of CONTRACTS section 3.
  "4000000000000002",
  "4000000000000119",
  "4000000000003220",
  "4000000000000077",
  // Not valid.
  "",
  "4242424242424241",
  "424242424242",
  "42222222222222",
  "37828224631000",
  "5555555555554",
  "1234567812345670",
  "4242 4242 4242 424x",
  "42424242424242424242",
];

describe("the form and the gateway agree on card numbers", () => {
  it.each(NUMBERS)("%j", (number) => {
    const formAccepts = validateCardNumber(number) === null;
    const gatewayAccepts = !gatewayErrors(number, "123").some((error) => error.field === "number");
    expect(gatewayAccepts).toBe(formAccepts);
  });

  it("accepts a 13-digit VISA on both sides", () => {
    expect(validateCardNumber("4222 2222 2222 2")).toBeNull();
    expect(gatewayErrors("4222 2222 2222 2", "123")).toEqual([]);
  });
});

describe("the form and the gateway agree on the CVV of a card", () => {
  const validNumbers = NUMBERS.filter((number) => validateCardNumber(number) === null);
  const cases = validNumbers.flatMap((number) => ["123", "1234"].map((cvv) => [number, cvv] as const));

  it.each(cases)("%j with %s", (number, cvv) => {
    const formAccepts = validateCvv(cvv, detectCardBrand(number)) === null;
    const gatewayAccepts = !gatewayErrors(number, cvv).some((error) => error.field === "cvv");
    expect(gatewayAccepts).toBe(formAccepts);
  });
});
