import { startTransition, useEffect, useState } from "react";
import { useAppContext } from "@/features/app-context";
import { addressFieldCount } from "@/features/taxes";
import { afterLoadEvent } from "@/lib/after-load";
import type { PaymentSection as PaymentSectionComponent, PaymentSectionProps } from "./payment-section";
import { PaymentPlaceholder } from "./steps/payment-placeholder";

type Section = typeof PaymentSectionComponent;

let loadedSection: Section | null = null;
const loadSection = () => import("./payment-section").then((module) => (loadedSection = module.PaymentSection));

/**
 * The payment section, with its code loaded right after the page's load event. The section can
 * show nothing but its placeholder before its providers arrive from the browser, so the server
 * and hydration render that placeholder alone, and the forms, provider list and payment code
 * (about 11 KiB gzip) stay out of the first load and out of hydration.
 */
export interface DeferredPaymentSectionProps extends PaymentSectionProps {
  /**
   * Code of the page's own parts inside the section (its aboveSubmit) that must be on screen with
   * the Pay button: the section shows once it is in too, so Pay never moves under a shopper's tap
   * when a part above it arrives, and is never there without the terms it agrees to.
   */
  loadWith?: () => Promise<unknown>;
}

export function DeferredPaymentSection({ loadWith, ...props }: DeferredPaymentSectionProps) {
  const { appCtx } = useAppContext();
  const [Section, setSection] = useState<Section | null>(() => loadedSection);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (Section) return;
    let live = true;
    const cancel = afterLoadEvent(() => {
      Promise.all([loadSection(), loadWith?.()]).then(
        // A transition: React renders the section in slices of a few milliseconds, so a tap
        // meanwhile is answered at once instead of after the whole section has rendered.
        ([loaded]) => live && startTransition(() => setSection(() => loaded)),
        (error: unknown) => live && setFailure(error ?? new Error("the payment section did not load")),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [Section, loadWith]);

  // A chunk that failed to load is a page failure: the error boundary shows it.
  if (failure) throw failure;
  if (!Section) {
    return (
      <PaymentPlaceholder
        step={appCtx.user ? "one_click_payment" : "payment"}
        // A logged-in shopper's saved card usually brings its own billing address.
        addressFields={props.billingAddress && !appCtx.user ? addressFieldCount(props.billingAddress.address.country) : 0}
      />
    );
  }
  return <Section {...props} />;
}
