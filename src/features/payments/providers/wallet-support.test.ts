import { afterEach, describe, expect, it, vi } from "vitest";
import { GOOGLE_PAY_DOCUMENT_ATTRIBUTE } from "@/lib/google-pay-document";
import { detectWalletSupport, type WalletWindow } from "./wallet-support";

/** A browser window as the probe sees it: a Payment Request API answering `answer`, and the page's attribute. */
function browserWindow(answer: () => Promise<boolean>, { secure = true, attribute = true } = {}) {
  const made: unknown[][] = [];
  class PaymentRequest {
    constructor(...args: unknown[]) {
      made.push(args);
    }
    canMakePayment() {
      return answer();
    }
  }
  const win: WalletWindow = {
    isSecureContext: secure,
    PaymentRequest,
    document: { documentElement: { hasAttribute: (name: string) => attribute && name === GOOGLE_PAY_DOCUMENT_ATTRIBUTE } },
  };
  return { win, made };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("detectWalletSupport", () => {
  it("finds Google Pay where the browser says it can pay with it", async () => {
    const { win } = browserWindow(() => Promise.resolve(true));
    await expect(detectWalletSupport(win)).resolves.toEqual({ applePay: false, googlePay: true });
  });

  it("finds no Google Pay where the browser says no, outside a secure context or on a page that does not offer it", async () => {
    await expect(detectWalletSupport(browserWindow(() => Promise.resolve(false)).win)).resolves.toEqual({
      applePay: false,
      googlePay: false,
    });

    const insecure = browserWindow(() => Promise.resolve(true), { secure: false });
    await expect(detectWalletSupport(insecure.win)).resolves.toEqual({ applePay: false, googlePay: false });
    expect(insecure.made).toHaveLength(0);

    const notOffered = browserWindow(() => Promise.resolve(true), { attribute: false });
    await expect(detectWalletSupport(notOffered.win)).resolves.toEqual({ applePay: false, googlePay: false });
    expect(notOffered.made).toHaveLength(0);
  });

  it("asks the browser in a task of its own, not in the task that asked for the probe", async () => {
    vi.useFakeTimers();
    const { win, made } = browserWindow(() => Promise.resolve(true));
    const answer = detectWalletSupport(win);
    // Every promise reaction of this task runs, and still no request has been made.
    await Promise.resolve();
    await Promise.resolve();
    expect(made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toHaveLength(1);
    await expect(answer).resolves.toEqual({ applePay: false, googlePay: true });
  });

  it("takes a browser that never answers as one without Google Pay, after three seconds", async () => {
    vi.useFakeTimers();
    const { win } = browserWindow(() => new Promise<boolean>(() => undefined));
    let settled: unknown;
    void detectWalletSupport(win).then((support) => (settled = support));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toEqual({ applePay: false, googlePay: false });
  });

  it("finds Apple Pay where Safari's session says it can make payments", async () => {
    const { win } = browserWindow(() => Promise.resolve(false), { attribute: false });
    win.ApplePaySession = { canMakePayments: () => true };
    await expect(detectWalletSupport(win)).resolves.toEqual({ applePay: true, googlePay: false });
  });
});
