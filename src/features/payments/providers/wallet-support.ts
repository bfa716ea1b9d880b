import type { PaymentProviderId } from "@/contracts/enums";

/** Which browser wallets can pay here; unknown (server render) counts as neither. */
export interface WalletSupport {
  applePay: boolean;
  googlePay: boolean;
}

export const NO_WALLETS: WalletSupport = { applePay: false, googlePay: false };

interface ApplePaySessionLike {
  canMakePayments?: () => boolean;
}

type WalletWindow = Window & { ApplePaySession?: ApplePaySessionLike; PaymentRequest?: unknown };

/**
 * Apple Pay exists only in Safari with a configured wallet (ApplePaySession.canMakePayments);
 * Google Pay runs through the Payment Request API, which needs a secure context.
 */
export function detectWalletSupport(win: WalletWindow | undefined = typeof window === "undefined" ? undefined : window): WalletSupport {
  if (!win) return NO_WALLETS;
  let applePay = false;
  try {
    applePay = win.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    // Safari throws outside a secure context or in a cross-origin frame: no Apple Pay then.
  }
  const googlePay = typeof win.PaymentRequest === "function" && win.isSecureContext === true;
  return { applePay, googlePay };
}

const WALLET_OF: Partial<Record<PaymentProviderId, keyof WalletSupport>> = {
  apple_pay: "applePay",
  nord_apple_pay: "applePay",
  google_pay: "googlePay",
};

export function needsWallet(identifier: PaymentProviderId): keyof WalletSupport | undefined {
  return WALLET_OF[identifier];
}
