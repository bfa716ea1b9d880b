import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { ProcessingResult } from "@/contracts/app-api";
import { track } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { useCheckoutQuery } from "@/features/checkout-query";
import type { FormErrors } from "../form/validate-payment-form";
import { purchaseKey, type PaymentSelection } from "../selection";
import { newIdempotencyKey, sessionAttemptStore } from "./attempt-store";
import { cardProcessorOf, needsCardToken, processingBody, tokenizeRequestOf, type BodyContext } from "./build-processing-body";
import { rememberCompletedCart } from "./completed-cart";
import { earlierOrderOf, type EarlierOrder } from "./duplicate-purchase-body";
import { alertForPaymentError, viewOfCardRefusal, viewOfRefusal, type PaymentAlert } from "./payment-alert";
import { postProcessing } from "./post-processing";
import { continuesInPopup, openProviderWindow } from "./provider-window";
import { isWebUrl, submitRedirectPost } from "./redirect-post";
import { runPaymentAttempt, type BuiltBody } from "./run-payment-attempt";
import { tokenizeCard } from "./tokenize-card";
import { useCartInAddress } from "./use-cart-in-address";

/**
 * A step the shopper completes on this page before the provider settles (wallet sheet, bank link,
 * the provider's popup or widget); a popup's window may already be open, from the pay click.
 */
export type FrontendStep = Extract<ProcessingResult["action"], { type: "frontend_action" }> & { cart_id: string; window?: Window };

/** Whether the answer goes on in the provider's popup, which then takes the window the click opened. */
const takesWindow = (result: ProcessingResult) => result.action.type === "frontend_action" && result.action.action === "popup";

export type SubmitStatus = "idle" | "submitting" | "leaving";

export type SubmitRequest = Omit<BodyContext, "selection" | "cartId" | "language"> & { expiryLayout: "date" | "month_year" };

const store = sessionAttemptStore();

/**
 * Paying: tokenizes a new card at the gateway, posts the attempt with its idempotency key (see
 * runPaymentAttempt), and follows the answer. One submit runs at a time (a ref, so even two
 * clicks in one frame make one request); after a decline the failed cart is paid again on retry.
 */
export function usePaymentSubmit(selection: PaymentSelection | null, showProblems: (problems: FormErrors) => void) {
  const { config } = useAppContext();
  const intl = useIntl();
  const { query, update } = useCheckoutQuery();
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [alert, setAlert] = useState<PaymentAlert | null>(null);
  const [step, setStep] = useState<FrontendStep | null>(null);
  // Kept with the purchase it refused: another plan is not the purchase the shopper made before,
  // so the notice (and its confirmation) goes as soon as the selection changes.
  const [refused, setRefused] = useState<{ purchase: string; earlier: EarlierOrder } | null>(null);
  const earlier = selection && refused?.purchase === purchaseKey(selection) ? refused.earlier : null;
  const busy = useRef(false);
  const retryCart = useRef<string | undefined>(undefined);
  const cartInAddress = useCartInAddress();

  const showSuccess = useCallback(
    (cartId: string) => {
      rememberCompletedCart(cartId);
      return update({ cart_id: cartId }, { pathname: "/success/" });
    },
    [update],
  );

  const follow = useCallback(
    async (result: ProcessingResult, provider: string, opened: Window | null): Promise<SubmitStatus> => {
      const { action, cart_id } = result;
      track("payments_submitted", { payments_selected: provider, form_status: action.type, currency: selection?.currency });
      // Every answer but a refusal leaves this page with the cart, now or after a step on it; a
      // provider's page with the method too, for Back from there.
      const leavesForProvider = action.type === "redirect" || action.type === "redirect_post";
      if (action.type !== "error") await cartInAddress(cart_id, leavesForProvider && provider ? provider : undefined);
      switch (action.type) {
        case "done":
          if (result.order_status === "pending") return update({ cart_id }, { pathname: "/pending/" }).then(() => "leaving" as const);
          return showSuccess(cart_id).then(() => "leaving" as const);
        case "error":
          retryCart.current = cart_id;
          setAlert(alertForPaymentError(action.code));
          return "idle" as const;
        case "redirect":
        case "redirect_post":
          if (!isWebUrl(action.url)) {
            setAlert("generic");
            return "idle" as const;
          }
          if (action.type === "redirect") window.location.assign(action.url);
          else submitRedirectPost(action.url, action.fields);
          return "leaving" as const;
        case "frontend_action":
          retryCart.current = cart_id;
          setStep({ ...action, cart_id, ...(opened && takesWindow(result) ? { window: opened } : {}) });
          return "idle" as const;
      }
    },
    [cartInAddress, selection?.currency, showSuccess, update],
  );

  const submit = useCallback(
    async (request: SubmitRequest | null) => {
      if (busy.current || !selection) return;
      busy.current = true;
      // Before anything is awaited, while the click still lets the page open a window.
      const provider = request?.choice.provider.identifier ?? "";
      const opened = request && continuesInPopup(provider) ? openProviderWindow(provider, intl.locale) : null;
      let windowTaken = false;
      setStatus("submitting");
      setAlert(null);
      setRefused(null);
      let next: SubmitStatus = "idle";
      const context: BodyContext | null = request
        ? { ...request, selection, cartId: retryCart.current ?? query.cart_id, language: intl.locale }
        : null;
      const build = async (): Promise<BuiltBody> => {
        // A resumed attempt (request null) never builds: without an open attempt there is nothing to resume.
        if (!context) return { ok: false, reason: "invalid_card" };
        if (!needsCardToken(context.choice)) return { ok: true, body: processingBody(context, undefined) };
        const tokenized = await tokenizeCard(
          config.gatewayUrl,
          tokenizeRequestOf(context.values, request!.expiryLayout, cardProcessorOf(context.choice)),
        );
        if (tokenized.ok) return { ok: true, body: processingBody(context, tokenized.card.token) };
        const view = viewOfCardRefusal(tokenized.errors);
        showProblems(view.problems);
        setAlert(view.alert);
        return { ok: false, reason: "invalid_card" };
      };
      try {
        const outcome = await runPaymentAttempt(purchaseKey(selection), build, {
          store,
          newKey: newIdempotencyKey,
          now: Date.now,
          send: postProcessing,
        });
        if (outcome.kind === "answered") {
          next = await follow(outcome.result, provider, opened);
          windowTaken = takesWindow(outcome.result);
        } else if (outcome.kind === "unknown") setAlert("generic");
        else if (outcome.kind === "refused") {
          const earlierOrder = earlierOrderOf(outcome.body);
          const view = earlierOrder ? { alert: null, problems: {} } : viewOfRefusal(outcome.body);
          // The cart is paid or being paid: a new attempt must not name it again.
          if (view.alert === "cart_modification_forbidden") retryCart.current = undefined;
          setRefused(earlierOrder ? { purchase: purchaseKey(selection), earlier: earlierOrder } : null);
          showProblems(view.problems);
          setAlert(view.alert);
        }
      } catch {
        setAlert("generic");
      } finally {
        // A refusal, a failure or another kind of answer: the window opened for the provider goes.
        if (opened && !windowTaken) opened.close();
        // Leaving the page keeps the button disabled until the browser has gone.
        busy.current = next === "leaving";
        setStatus(next);
      }
    },
    [config.gatewayUrl, follow, intl.locale, query.cart_id, selection, showProblems],
  );

  // Back from a provider's page into a page the browser kept (the back-forward cache): the page
  // is as it was when it left, "Processing" and all. The attempt is over (the provider has it,
  // and paying again supersedes it), so the form is ready again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStatus("idle");
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const closeStep = useCallback((failure: PaymentAlert | null) => {
    setStep(null);
    if (failure) setAlert(failure);
  }, []);

  const openEarlierOrder = useCallback((cartId: string) => void showSuccess(cartId), [showSuccess]);

  return { submit, status, alert, step, closeStep, earlier, openEarlierOrder };
}
