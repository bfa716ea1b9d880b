import type { PaymentProviderId } from "@/contracts/enums";

/** The popup's size: a provider's in-context page is made for about this. */
export const PROVIDER_WINDOW_FEATURES = "popup,width=480,height=680";

/** Methods whose payment goes on in a popup (`frontend_action: popup`, decision 0024). */
const POPUP_PROVIDERS: ReadonlySet<string> = new Set<PaymentProviderId>(["paypal_in_context"]);

export const continuesInPopup = (identifier: string): boolean => POPUP_PROVIDERS.has(identifier);

export interface ProviderWindowPlaceholder {
  /** What the window says until the provider's page arrives ("Connecting to PayPal…"). */
  text: string;
  lang: string;
  dir: "ltr" | "rtl";
}

/**
 * Opens the provider's window now, while the browser still counts the shopper's click: WebKit
 * lets a page open a window only in the click's own handler (Chromium for a few seconds after),
 * and the gateway's address arrives later, with the answer to the payment request. Until then the
 * window is a blank page of this origin with one line of text; ProviderWindowStep then sends it
 * to the gateway, and the submit closes it when the answer is anything else. Null when the
 * browser refused it all the same: the step then opens it itself, or offers its button.
 */
export function openProviderWindow({ text, lang, dir }: ProviderWindowPlaceholder): Window | null {
  const opened = window.open("about:blank", "checkout-provider", PROVIDER_WINDOW_FEATURES);
  if (!opened) return null;
  try {
    const { document } = opened;
    document.title = text;
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    const line = document.createElement("p");
    line.textContent = text;
    Object.assign(line.style, { margin: "48px 24px", font: "16px/1.5 system-ui, sans-serif", textAlign: "center" });
    document.body.append(line);
  } catch {
    // A window the page cannot write into still becomes the provider's window.
  }
  return opened;
}
