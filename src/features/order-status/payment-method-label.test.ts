import { describe, expect, it } from "vitest";
import { testIntl } from "@/test/test-intl";
import { paymentMethodLabel } from "./payment-method-label";

const en = testIntl("en");

describe("paymentMethodLabel", () => {
  it("names a card by its brand and last four digits only", () => {
    expect(paymentMethodLabel({ provider: "card", payment: { brand: "VISA", last4: "4242" } }, en)).toBe("Visa •••• 4242");
    expect(paymentMethodLabel({ provider: "stripe", payment: { brand: "AMEX", last4: "0005" } }, en)).toBe("American Express •••• 0005");
  });

  it("says Card for a card it knows nothing more of, and names other providers", () => {
    expect(paymentMethodLabel({ provider: "card", payment: { brand: null, last4: null } }, testIntl("de"))).toBe("Karte");
    expect(paymentMethodLabel({ provider: "paypal", payment: { brand: null, last4: null } }, en)).toBe("PayPal");
  });

  it("names other methods in the page's language, Chinese wallets as they call themselves", () => {
    expect(paymentMethodLabel({ provider: "direct_debit", payment: { brand: null, last4: null } }, testIntl("de"))).toBe(
      "SEPA-Lastschrift",
    );
    expect(paymentMethodLabel({ provider: "alipay", payment: { brand: null, last4: null } }, testIntl("zh"))).toBe("支付宝");
    expect(paymentMethodLabel({ provider: "stripe_wechat", payment: { brand: null, last4: null } }, testIntl("zh"))).toBe("微信支付");
  });

  it("names UnionPay as Chinese writes it, on a card and as a method", () => {
    expect(paymentMethodLabel({ provider: "card", payment: { brand: "UNION_PAY", last4: "0005" } }, testIntl("zh"))).toBe("银联 •••• 0005");
    expect(paymentMethodLabel({ provider: "stripe", payment: { brand: "UNION_PAY", last4: null } }, testIntl("zh-hk"))).toBe("銀聯");
    expect(paymentMethodLabel({ provider: "payssion_union_pay", payment: { brand: null, last4: null } }, testIntl("zh-tw"))).toBe("銀聯");
    expect(paymentMethodLabel({ provider: "card", payment: { brand: "UNION_PAY", last4: "0005" } }, en)).toBe("UnionPay •••• 0005");
  });

  it("never shows a method's raw identifier", () => {
    const unknown = { provider: "new_wallet" as never, payment: { brand: null, last4: null } };
    expect(paymentMethodLabel(unknown, en)).toBe("Other payment method");
    expect(paymentMethodLabel(unknown, testIntl("ja"))).not.toMatch(/new_wallet|new wallet/);
  });

  it("never shows digits that are not four", () => {
    expect(paymentMethodLabel({ provider: "card", payment: { brand: "VISA", last4: "4242424242424242" } }, en)).toBe("Visa");
  });
});
