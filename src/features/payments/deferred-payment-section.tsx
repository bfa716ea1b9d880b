import { startTransition, useEffect, useRef, useState } from "react";
import { useAppContext } from "@/features/app-context";
import type { CheckoutQuery } from "@/features/checkout-query";
import { addressFieldCount } from "@/features/taxes";
import { onIntentOrNear } from "@/lib/after-load";
import type { PaymentSection as PaymentSectionComponent, PaymentSectionProps } from "./payment-section";
import { PaymentPlaceholder } from "./steps/payment-placeholder";
import { openAttemptWaiting } from "./submit/open-attempt-key";

type Section = typeof PaymentSectionComponent;

let loadedSection: Section | null = null;
const loadSection = () => import("./payment-section").then((module) => (loadedSection = module.PaymentSection));

/**
 * The payment section, with its code loaded when the shopper heads for it: their first tap, key or
 * scroll, or the section coming near the viewport (at once where the page opens with it in view).
 * The section can show nothing but its placeholder before its providers arrive from the browser,
 * so the server and hydration render that placeholder alone, and the forms, provider list and
 * payment code (about 20 KiB gzip) stay out of the first load, out of hydration, and out of a
 * visit that leaves without moving.
 */
export interface DeferredPaymentSectionProps extends PaymentSectionProps {
  /**
   * Code of the page's own parts inside the section (its aboveSubmit) that must be on screen with
   * the Pay button: the section shows once it is in too, so Pay never moves under a shopper's tap
   * when a part above it arrives, and is never there without the terms it agrees to. Also what
   * the section needs at once and can prepare meanwhile (the country names of its address).
   */
  loadWith?: () => Promise<unknown>;
  /** The page opens where the section has to be at once (`sectionWantedAtOnce`). */
  atOnce?: boolean;
}

/**
 * Whether the page opens on something the section has to say or do at once, so its code loads
 * without waiting for the shopper to move: a payment's outcome, back from its provider (`error`,
 * not yet shown), or a link that sends the shopper to a section (`focus`, `payment_step`), which
 * is scrolled to and focused once the section is there.
 */
export function sectionWantedAtOnce(query: Pick<CheckoutQuery, "error" | "hide_error" | "focus" | "payment_step">): boolean {
  return Boolean((query.error && !query.hide_error) || query.focus || query.payment_step);
}

export function DeferredPaymentSection({ loadWith, atOnce = false, ...props }: DeferredPaymentSectionProps) {
  const { appCtx } = useAppContext();
  const [Section, setSection] = useState<Section | null>(() => loadedSection);
  const [failure, setFailure] = useState<unknown>(null);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (Section || !element) return;
    let live = true;
    const load = () =>
      void Promise.all([loadSection(), loadWith?.()]).then(
        // A transition: React renders the section in slices of a few milliseconds, so a tap
        // meanwhile is answered at once instead of after the whole section has rendered.
        ([loaded]) => live && startTransition(() => setSection(() => loaded)),
        (error: unknown) => live && setFailure(error ?? new Error("the payment section did not load")),
      );
    // A payment request under way when the page was left or reloaded: the section resolves it
    // before anything else (and may lead straight to the order's outcome).
    if (atOnce || openAttemptWaiting()) {
      load();
      return () => {
        live = false;
      };
    }
    const cancel = onIntentOrNear(element, load);
    return () => {
      live = false;
      cancel();
    };
  }, [Section, loadWith, atOnce]);

  // A chunk that failed to load is a page failure: the error boundary shows it.
  if (failure) throw failure;
  if (!Section) {
    return (
      <PaymentPlaceholder
        ref={placeholder}
        step={appCtx.user ? "one_click_payment" : "payment"}
        // A logged-in shopper's saved card usually brings its own billing address.
        addressFields={props.billingAddress && !appCtx.user ? addressFieldCount(props.billingAddress.address.country) : 0}
      />
    );
  }
  return <Section {...props} />;
}
