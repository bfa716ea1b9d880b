import type { PaymentProviderId } from "@/contracts/enums";
import { nextTask } from "@/lib/after-load";
import { GOOGLE_PAY_DOCUMENT_ATTRIBUTE } from "@/lib/google-pay-document";

/** Which browser wallets can pay here; unknown (server render) counts as neither. */
export interface WalletSupport {
  applePay: boolean;
  googlePay: boolean;
}

export const NO_WALLETS: WalletSupport = { applePay: false, googlePay: false };

interface ApplePaySessionLike {
  canMakePayments?: () => boolean;
}

interface PaymentRequestLike {
  canMakePayment?: () => Promise<boolean>;
}

type PaymentRequestConstructor = new (methods: unknown[], details: unknown) => PaymentRequestLike;

export type WalletWindow = Pick<Window, "isSecureContext"> & {
  ApplePaySession?: ApplePaySessionLike;
  PaymentRequest?: unknown;
  document?: { documentElement?: { hasAttribute(name: string): boolean } };
};

/** Google Pay's Payment Request method, asked about a card payment as its own SDK's isReadyToPay does. */
const GOOGLE_PAY_METHOD = {
  supportedMethods: "https://google.com/pay",
  data: {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        type: "CARD",
        parameters: {
          allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"],
          allowedCardNetworks: ["VISA", "MASTERCARD", "AMEX", "DISCOVER", "JCB"],
        },
      },
    ],
  },
};
const PROBE_DETAILS = { total: { label: "Total", amount: { currency: "USD", value: "0.00" } } };
/** A browser that never answers has no Google Pay for this page. */
const PROBE_LIMIT_MS = 3000;

async function canPayWithGooglePay(win: WalletWindow): Promise<boolean> {
  if (win.isSecureContext !== true || typeof win.PaymentRequest !== "function") return false;
  if (win.document?.documentElement?.hasAttribute(GOOGLE_PAY_DOCUMENT_ATTRIBUTE) !== true) return false;
  try {
    // A page's first PaymentRequest took 1 to 12 ms of main thread (ten fresh pages on the bench
    // machine), and this runs as the provider list arrives: in a task of its own, it cannot make
    // that task a long one.
    await nextTask();
    const request = new (win.PaymentRequest as PaymentRequestConstructor)([GOOGLE_PAY_METHOD], PROBE_DETAILS);
    if (typeof request.canMakePayment !== "function") return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_LIMIT_MS)));
    const answer = await Promise.race([request.canMakePayment(), limit]);
    clearTimeout(timer);
    return answer === true;
  } catch {
    // A browser without the method (or a refused manifest) throws: no Google Pay then.
    return false;
  }
}

/**
 * The browser's own answers, so a test (or a browser extension) stands in for a wallet by giving
 * the page an ApplePaySession or a PaymentRequest, as Safari and Chrome do: Apple Pay exists with
 * a configured wallet (ApplePaySession.canMakePayments); Google Pay where the Payment Request API
 * says it can pay with it, in a secure context. Asked only when the list offers a wallet.
 */
export async function detectWalletSupport(
  win: WalletWindow | undefined = typeof window === "undefined" ? undefined : (window as WalletWindow),
): Promise<WalletSupport> {
  if (!win) return NO_WALLETS;
  let applePay = false;
  try {
    applePay = win.isSecureContext === true && win.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    // Safari throws outside a secure context or in a cross-origin frame: no Apple Pay then.
  }
  return { applePay, googlePay: await canPayWithGooglePay(win) };
}

const WALLET_OF: Partial<Record<PaymentProviderId, keyof WalletSupport>> = {
  apple_pay: "applePay",
  nord_apple_pay: "applePay",
  google_pay: "googlePay",
};

export function needsWallet(identifier: PaymentProviderId): keyof WalletSupport | undefined {
  return WALLET_OF[identifier];
}
