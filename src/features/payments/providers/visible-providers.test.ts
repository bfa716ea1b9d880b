import { describe, expect, it } from "vitest";
import type { PaymentProvider } from "@/contracts/checkout-api";
import { visibleProviders } from "./visible-providers";
import { detectWalletSupport, NO_WALLETS } from "./wallet-support";

const provider = (identifier: PaymentProvider["identifier"], type: PaymentProvider["type"] = "redirect"): PaymentProvider => ({
  identifier,
  type,
  flow: type === "redirect" ? "redirect" : "form",
  fields: [],
});

const US = [provider("card", "card"), provider("paypal"), provider("apple_pay", "wallet"), provider("google_pay", "wallet"), provider("stripe_ach", "bank")];
const ids = (list: PaymentProvider[]) => list.map((item) => item.identifier);

describe("visibleProviders", () => {
  it("keeps the API's order and drops wallets this browser cannot use", () => {
    expect(ids(visibleProviders(US, NO_WALLETS))).toEqual(["card", "paypal", "stripe_ach"]);
    expect(ids(visibleProviders(US, { applePay: false, googlePay: true }))).toEqual(["card", "paypal", "google_pay", "stripe_ach"]);
    expect(ids(visibleProviders(US, { applePay: true, googlePay: true }))).toEqual(["card", "paypal", "apple_pay", "google_pay", "stripe_ach"]);
  });

  it("treats the provider's own Apple Pay like Apple Pay", () => {
    expect(ids(visibleProviders([provider("nord_apple_pay", "wallet")], { applePay: false, googlePay: true }))).toEqual([]);
  });

  it("offers one method per provider", () => {
    expect(ids(visibleProviders([provider("card", "card"), provider("paypal"), provider("card", "card")], NO_WALLETS))).toEqual(["card", "paypal"]);
  });
});

describe("detectWalletSupport", () => {
  const base = { isSecureContext: true } as unknown as Window;

  it("asks ApplePaySession whether it can pay", () => {
    expect(detectWalletSupport({ ...base, ApplePaySession: { canMakePayments: () => true } } as never).applePay).toBe(true);
    expect(detectWalletSupport({ ...base, ApplePaySession: { canMakePayments: () => false } } as never).applePay).toBe(false);
    expect(detectWalletSupport(base as never).applePay).toBe(false);
    const throwing = { canMakePayments: () => { throw new Error("insecure"); } };
    expect(detectWalletSupport({ ...base, ApplePaySession: throwing } as never).applePay).toBe(false);
  });

  it("needs the Payment Request API in a secure context for Google Pay", () => {
    const PaymentRequest = function PaymentRequest() {};
    expect(detectWalletSupport({ ...base, PaymentRequest } as never).googlePay).toBe(true);
    expect(detectWalletSupport({ isSecureContext: false, PaymentRequest } as never).googlePay).toBe(false);
    expect(detectWalletSupport(base as never).googlePay).toBe(false);
  });

  it("knows nothing on the server", () => {
    expect(detectWalletSupport(undefined)).toEqual(NO_WALLETS);
  });
});
