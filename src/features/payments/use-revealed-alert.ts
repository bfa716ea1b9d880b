import { useEffect, useState } from "react";
import { track } from "@/features/analytics";

/**
 * Brings a payment alert where the shopper is looking: scrolled into view and focused (so a
 * screen reader reads it) each time a new one appears, such as the declined message a failed
 * redirect payment brings back to the foot of a long page, or the field named by `focusField`
 * (a test id) when the alert asks for it again. A callback ref, since the alert from
 * the address exists before the form that shows it has mounted. Analytics hear of it (`show`).
 */
export function useRevealedAlert(alert: string | null, focusField?: string) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!alert || !node) return;
    track("show", { element_name: "payment-error-alert", error_message: alert });
    // Where the shopper has something to do (the card to enter again, right under the alert), the
    // field gets the focus; the alert above it is in view and read as its description.
    const field = focusField ? node.ownerDocument.querySelector<HTMLElement>(`[data-testid="${focusField}"]`) : null;
    const target = field ?? node;
    target.scrollIntoView?.({ block: "center" });
    target.focus({ preventScroll: true });
  }, [alert, node, focusField]);
  return setNode;
}
