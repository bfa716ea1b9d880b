import { describe, expect, it } from "vitest";
import type { PaymentProvider } from "@/contracts/checkout-api";
import { cardProcessorOf, needsCardToken, tokenizeRequestOf } from "./build-processing-body";

const cardForm = ["card_name", "card_number", "card_expiry", "card_cvv"] as const;
const provider = (identifier: PaymentProvider["identifier"], type: PaymentProvider["type"] = "card"): PaymentProvider => ({
  identifier,
  type,
  flow: "form",
  fields: type === "card" ? [...cardForm] : [],
});
const values = { card_number: "4242 4242 4242 4242", card_expiry_month: "3", card_expiry_year: "30", card_cvv: "123" };

describe("tokenizing for a card processor", () => {
  it("tokenizes a card processor's card for that processor", () => {
    for (const identifier of ["stripe", "paddle", "processout", "checkout_card"] as const) {
      const choice = { kind: "regular" as const, provider: provider(identifier) };
      expect(needsCardToken(choice)).toBe(true);
      expect(tokenizeRequestOf(values, "month_year", cardProcessorOf(choice))).toEqual({
        number: "4242424242424242",
        exp_month: "03",
        exp_year: "30",
        cvv: "123",
        processor: identifier,
      });
    }
  });

  it("names no processor for the gateway's own card", () => {
    const choice = { kind: "regular" as const, provider: provider("card") };
    expect(cardProcessorOf(choice)).toBe("card");
    expect(tokenizeRequestOf(values, "month_year", cardProcessorOf(choice))).not.toHaveProperty("processor");
  });
});
