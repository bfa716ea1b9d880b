import { useEffect, useRef } from "react";
import { sectionOfStep, useCheckoutQuery } from "@/features/checkout-query";

const FOCUSABLE = "input:not([disabled]), select:not([disabled]), button:not([disabled]), a[href]";

/**
 * `focus` (a section) or `payment_step` (the step it opens) from the link: once the paying part
 * has arrived, the section is scrolled to the top and its chosen option (or first control) takes
 * the keyboard focus, so a shopper sent to pay lands on the payment methods. It happens once per
 * visit; the shopper's own clicks are never overridden. It runs in this chunk, after the load
 * event, so the first-load JavaScript stays as it was.
 */
export function useArrivalFocus(ready: boolean) {
  const { query } = useCheckoutQuery();
  const done = useRef(false);
  const section = query.focus ?? sectionOfStep(query.payment_step);

  useEffect(() => {
    if (!ready || done.current || !section) return;
    done.current = true;
    const root = document.querySelector<HTMLElement>(`[data-section="${section}"]`);
    const target =
      root?.querySelector<HTMLElement>("input:checked:not([disabled])") ??
      root?.querySelector<HTMLElement>("input:not([disabled]):not([type=hidden])") ??
      root?.querySelector<HTMLElement>(FOCUSABLE);
    if (!root || !target) return;
    // Only when the shopper has not started on something else meanwhile.
    if (document.activeElement && document.activeElement !== document.body) return;
    (root.firstElementChild ?? root).scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [ready, section]);
}
