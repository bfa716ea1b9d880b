import { useEffect, useState } from "react";
import { track } from "@/features/analytics";

/**
 * Brings a payment alert where the shopper is looking: scrolled into view and focused (so a
 * screen reader reads it) each time a new one appears, such as the declined message a failed
 * redirect payment brings back to the foot of a long page. A callback ref, since the alert from
 * the address exists before the form that shows it has mounted. Analytics hear of it (`show`).
 */
export function useRevealedAlert(alert: string | null) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!alert || !node) return;
    track("show", { element_name: "payment-error-alert", error_message: alert });
    node.scrollIntoView?.({ block: "center" });
    node.focus({ preventScroll: true });
  }, [alert, node]);
  return setNode;
}
