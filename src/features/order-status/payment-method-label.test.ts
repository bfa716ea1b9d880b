import { describe, expect, it } from "vitest";
import { paymentMethodLabel } from "./payment-method-label";

describe("paymentMethodLabel", () => {
  it("names a card by its brand and last four digits only", () => {
    expect(paymentMethodLabel({ provider: "card", payment: { brand: "VISA", last4: "4242" } }, "Card")).toBe("Visa •••• 4242");
    expect(paymentMethodLabel({ provider: "stripe", payment: { brand: "AMEX", last4: "0005" } }, "Card")).toBe("American Express •••• 0005");
  });

  it("says Card for a card it knows nothing more of, and names other providers", () => {
    expect(paymentMethodLabel({ provider: "card", payment: { brand: null, last4: null } }, "Karte")).toBe("Karte");
    expect(paymentMethodLabel({ provider: "paypal", payment: { brand: null, last4: null } }, "Card")).toBe("PayPal");
  });

  it("never shows digits that are not four", () => {
    expect(paymentMethodLabel({ provider: "card", payment: { brand: "VISA", last4: "4242424242424242" } }, "Card")).toBe("Visa");
  });
});
