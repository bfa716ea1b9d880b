import { startTransition, useCallback, useEffect, useState } from "react";
import type { PaymentProvider } from "@/contracts/checkout-api";
import { track } from "@/features/analytics";
import { ExpressWallets } from "./express-wallets-part";
import { fetchProviders, type ProvidersRequest } from "./fetch-providers";
import { offersWallet, visibleProviders } from "./visible-providers";
import { detectWalletSupport, NO_WALLETS } from "./wallet-support";

export type ProvidersState =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; oneClick: PaymentProvider[]; regular: PaymentProvider[]; express: PaymentProvider[] };

/**
 * The one-click and regular providers for the shopper's country, currency and plan, and the
 * wallets this browser can pay with as express buttons (the browser is asked only when the list
 * offers one). One-click is only asked for a logged-in shopper (it is a saved
 * method). Reports `payments_loaded` once per list it shows. A failed request is an error state
 * with `retry`, which asks again (the section shows a message and a Retry, not a skeleton forever).
 */
export function usePaymentProviders(request: ProvidersRequest | null, withOneClick: boolean): ProvidersState {
  // The answer remembers which request it is for, so a new country or plan reads as loading
  // at once, without resetting state inside the effect.
  const [answer, setAnswer] = useState<{ for: string; state: ProvidersState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const country = request?.country;
  const currency = request?.currency;
  const plan = request?.plan;
  const requestKey = JSON.stringify([country, currency, plan, withOneClick, attempt]);

  useEffect(() => {
    if (!country || !currency || !plan) return;
    const controller = new AbortController();
    const query = { country, currency, plan };
    Promise.all([
      withOneClick ? fetchProviders("one-click", query, controller.signal).catch(() => []) : Promise.resolve([]),
      fetchProviders("regular", query, controller.signal),
    ])
      .then(async ([oneClick, regular]) => {
        const wallets = offersWallet(regular) ? await detectWalletSupport() : NO_WALLETS;
        if (controller.signal.aborted) return;
        const { express, methods } = visibleProviders(regular, wallets);
        // The express buttons' code first: they sit above the form, and arriving after it they
        // would push it, and Pay, down under a shopper's tap. Without it the form goes on alone.
        if (express.length > 0) await ExpressWallets.preload().catch(() => undefined);
        if (controller.signal.aborted) return;
        const next = { oneClick: visibleProviders(oneClick, NO_WALLETS).methods, regular: methods, express };
        // The section's forms, lists and buttons appear in a transition: React renders them in
        // slices of a few milliseconds, so a tap meanwhile is not held up by the whole section.
        startTransition(() => setAnswer({ for: requestKey, state: { status: "ready", ...next } }));
        track("payments_loaded", {
          currency,
          payments_loaded: [
            ...next.oneClick.map((item) => `one_click:${item.identifier}`),
            ...express.map((item) => item.identifier),
            ...methods.map((item) => item.identifier),
          ],
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ for: requestKey, state: { status: "error", retry } });
      });
    return () => controller.abort();
  }, [country, currency, plan, withOneClick, requestKey, retry]);

  return answer && answer.for === requestKey ? answer.state : { status: "loading" };
}
