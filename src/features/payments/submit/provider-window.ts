import type { IntlShape } from "react-intl";
import type { PaymentProviderId } from "@/contracts/enums";
import { paymentMessages } from "../messages/payment-messages";
import { providerName } from "../providers/provider-names";

/** The popup's size: a provider's in-context page is made for about this. */
export const PROVIDER_WINDOW_FEATURES = "popup,width=480,height=680";

/** Methods whose payment goes on in a popup (`frontend_action: popup`, decision 0024). */
const POPUP_PROVIDERS: ReadonlySet<string> = new Set<PaymentProviderId>(["paypal_in_context"]);

export const continuesInPopup = (identifier: string): boolean => POPUP_PROVIDERS.has(identifier);

/** What the provider's window says until the provider's page arrives ("Connecting to PayPal…"). */
export function providerWindowText(intl: IntlShape, provider: string): string {
  return intl.formatMessage(paymentMessages.popupConnecting, { provider: providerName(intl, provider) });
}

/** The address of the window's first page, which says `providerWindowText` in `locale`. */
export function providerWindowPlaceholder(provider: string, locale: string): string {
  return `/api/payments/provider-window/?${new URLSearchParams({ provider, locale })}`;
}

/**
 * Opens the provider's window now, while the browser still counts the shopper's click: WebKit
 * lets a page open a window only in the click's own handler (Chromium for a few seconds after),
 * and the gateway's address arrives later, with the answer to the payment request. Until then the
 * window shows a page of this origin that says "Connecting to PayPal…" in the page's language;
 * ProviderWindowStep then sends it to the gateway, and the submit closes it when the answer is
 * anything else. Null when the browser refused it all the same: the step then opens it itself,
 * or offers its button.
 *
 * Not about:blank written into: WebKit gives a popup's about:blank this page's
 * Cross-Origin-Opener-Policy (same-origin-allow-popups), and when the window then goes to the
 * gateway's origin it moves the window to a browsing context group of its own. The window loses
 * its opener (the gateway's page cannot post its message back) and, to this page, reads as closed,
 * so the step took it for closed by the shopper and cancelled the payment within a second. The
 * placeholder page is served with `Cross-Origin-Opener-Policy: unsafe-none`
 * (src/server/payments/provider-window-route.ts), so the window keeps its opener in every engine.
 */
export function openProviderWindow(provider: string, locale: string): Window | null {
  return window.open(providerWindowPlaceholder(provider, locale), "checkout-provider", PROVIDER_WINDOW_FEATURES);
}
