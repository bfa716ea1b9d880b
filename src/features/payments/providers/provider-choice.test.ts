import { describe, expect, it } from "vitest";
import type { PaymentProvider } from "@/contracts/checkout-api";
import { choiceKey, preselectProvider } from "./provider-choice";

const card: PaymentProvider = { identifier: "card", type: "card", flow: "form", fields: ["card_number"] };
const paypal: PaymentProvider = { identifier: "paypal", type: "redirect", flow: "redirect", fields: [] };
const saved: PaymentProvider = { ...card, fields: [], saved_method: { brand: "VISA", last4: "4242" } };

describe("preselectProvider", () => {
  it("takes the link's payment_provider when it is offered", () => {
    expect(preselectProvider([saved], [card, paypal], "paypal")).toEqual({ kind: "regular", provider: paypal });
  });

  it("takes an express wallet the link asks for where this browser offers it, else the default", () => {
    const googlePay: PaymentProvider = { identifier: "google_pay", type: "wallet", flow: "form", fields: [] };
    expect(preselectProvider([], [card, paypal], "google_pay", [googlePay])).toEqual({ kind: "regular", provider: googlePay });
    expect(preselectProvider([], [card, paypal], "google_pay", [])).toEqual({ kind: "regular", provider: card });
  });

  it("falls back to the saved method, then the first regular provider", () => {
    expect(preselectProvider([saved], [card, paypal], "ideal")).toEqual({ kind: "one-click", provider: saved });
    expect(preselectProvider([], [card, paypal], undefined)).toEqual({ kind: "regular", provider: card });
    expect(preselectProvider([], [], "card")).toBeNull();
  });

  it("tells the saved card from a new card", () => {
    expect(choiceKey({ kind: "one-click", provider: saved })).not.toBe(choiceKey({ kind: "regular", provider: card }));
    expect(choiceKey(null)).toBe("");
  });
});
