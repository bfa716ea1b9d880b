import { describe, expect, it } from "vitest";
import type { PaymentProvider } from "@/contracts/checkout-api";
import { offersWallet, visibleProviders } from "./visible-providers";
import { detectWalletSupport, NO_WALLETS, type WalletWindow } from "./wallet-support";

const provider = (identifier: PaymentProvider["identifier"], type: PaymentProvider["type"] = "redirect"): PaymentProvider => ({
  identifier,
  type,
  flow: type === "redirect" ? "redirect" : "form",
  fields: [],
});

const US = [
  provider("card", "card"),
  provider("paypal"),
  provider("apple_pay", "wallet"),
  provider("google_pay", "wallet"),
  provider("stripe_ach", "bank"),
];
const ids = (list: PaymentProvider[]) => list.map((item) => item.identifier);

describe("visibleProviders", () => {
  it("keeps the API's order in the list and moves the wallets this browser can use to the express buttons", () => {
    expect(ids(visibleProviders(US, NO_WALLETS).methods)).toEqual(["card", "paypal", "stripe_ach"]);
    expect(ids(visibleProviders(US, NO_WALLETS).express)).toEqual([]);
    expect(ids(visibleProviders(US, { applePay: false, googlePay: true }).express)).toEqual(["google_pay"]);
    const both = visibleProviders(US, { applePay: true, googlePay: true });
    expect(ids(both.express)).toEqual(["apple_pay", "google_pay"]);
    expect(ids(both.methods)).toEqual(["card", "paypal", "stripe_ach"]);
  });

  it("treats the provider's own Apple Pay like Apple Pay", () => {
    expect(ids(visibleProviders([provider("nord_apple_pay", "wallet")], { applePay: false, googlePay: true }).express)).toEqual([]);
    expect(ids(visibleProviders([provider("nord_apple_pay", "wallet")], { applePay: true, googlePay: false }).express)).toEqual([
      "nord_apple_pay",
    ]);
  });

  it("offers one method per provider", () => {
    expect(ids(visibleProviders([provider("card", "card"), provider("paypal"), provider("card", "card")], NO_WALLETS).methods)).toEqual([
      "card",
      "paypal",
    ]);
  });

  it("asks the browser about wallets only when the list has one", () => {
    expect(offersWallet(US)).toBe(true);
    expect(offersWallet([provider("card", "card"), provider("paypal")])).toBe(false);
  });
});

describe("detectWalletSupport", () => {
  // A document whose policy allows Google Pay (the server marks it where Google Pay is offered).
  const base: WalletWindow = {
    isSecureContext: true,
    document: { documentElement: { hasAttribute: (name) => name === "data-google-pay" } },
  };
  /** A Payment Request API whose answer about Google Pay is `answer`, recording what it was asked. */
  const paymentRequest = (answer: () => Promise<boolean>, asked: string[] = []) =>
    class {
      constructor(methods: { supportedMethods: string }[]) {
        asked.push(...methods.map((method) => method.supportedMethods));
      }
      canMakePayment() {
        return answer();
      }
    };

  it("asks ApplePaySession whether it can pay", async () => {
    expect((await detectWalletSupport({ ...base, ApplePaySession: { canMakePayments: () => true } })).applePay).toBe(true);
    expect((await detectWalletSupport({ ...base, ApplePaySession: { canMakePayments: () => false } })).applePay).toBe(false);
    expect((await detectWalletSupport(base)).applePay).toBe(false);
    const throwing = {
      canMakePayments: () => {
        throw new Error("insecure");
      },
    };
    expect((await detectWalletSupport({ ...base, ApplePaySession: throwing })).applePay).toBe(false);
  });

  it("asks the Payment Request API whether it can pay with Google Pay, in a secure context only", async () => {
    const asked: string[] = [];
    expect((await detectWalletSupport({ ...base, PaymentRequest: paymentRequest(async () => true, asked) })).googlePay).toBe(true);
    expect(asked).toEqual(["https://google.com/pay"]);
    expect((await detectWalletSupport({ ...base, PaymentRequest: paymentRequest(async () => false) })).googlePay).toBe(false);
    expect((await detectWalletSupport({ isSecureContext: false, PaymentRequest: paymentRequest(async () => true) })).googlePay).toBe(false);
    expect((await detectWalletSupport(base)).googlePay).toBe(false);
  });

  it("does not ask in a document whose policy does not allow Google Pay", async () => {
    const asked: string[] = [];
    const plain: WalletWindow = { isSecureContext: true, document: { documentElement: { hasAttribute: () => false } } };
    expect((await detectWalletSupport({ ...plain, PaymentRequest: paymentRequest(async () => true, asked) })).googlePay).toBe(false);
    expect(asked).toEqual([]);
  });

  it("has no Google Pay where the question fails", async () => {
    const refused = paymentRequest(() => Promise.reject(new Error("NotAllowedError")));
    expect((await detectWalletSupport({ ...base, PaymentRequest: refused })).googlePay).toBe(false);
    const Unsupported = function PaymentRequest() {
      throw new RangeError("unsupported method");
    };
    expect((await detectWalletSupport({ ...base, PaymentRequest: Unsupported })).googlePay).toBe(false);
  });

  it("knows nothing on the server", async () => {
    expect(await detectWalletSupport(undefined)).toEqual(NO_WALLETS);
  });
});
