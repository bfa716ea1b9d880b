import { buildAnalyticsContext } from "./analytics-context";
import { guardEvent, type TrackedEvent } from "./event-guard";
import type { AnalyticsFields } from "./events";
import { setEventSender, taxesCode, type RawEvent } from "./track";

type Destination = (payload: TrackedEvent) => void;

/** The second analytics service registers itself here once it has loaded. */
const extraDestinations = new Set<Destination>();

export function addAnalyticsDestination(destination: Destination): () => void {
  extraDestinations.add(destination);
  return () => extraDestinations.delete(destination);
}

/**
 * Fields an event tells once that stay true for the later ones: what was displayed, preselected
 * and selected (spec section 3 puts plans_* and payments_* on every event).
 */
const REMEMBERED: readonly (keyof AnalyticsFields)[] = [
  "plans_displayed",
  "plans_preselected",
  "plans_selected",
  "payments_loaded",
  "payments_preselected",
  "payments_selected",
  "taxes_preselected",
];

/**
 * Starts delivering events: each gets the context fields of the moment it happened, the
 * remembered ones, its own fields, and goes through the sensitive-data guard to the tag manager's
 * dataLayer and every registered destination. Returns how to stop (events queue again).
 */
export function startEventStream(): () => void {
  const remembered: AnalyticsFields = {};
  const send = ({ event, fields, timestamp, context }: RawEvent) => {
    const payload = guardEvent({ ...buildAnalyticsContext(context), ...remembered, ...fields, event, timestamp });
    for (const key of REMEMBERED) if (fields[key] !== undefined) Object.assign(remembered, { [key]: payload[key] });
    window.dataLayer ??= [];
    window.dataLayer.push(payload);
    for (const destination of extraDestinations) {
      try {
        destination(payload);
      } catch {
        // A broken analytics destination must never break the checkout.
      }
    }
    // A checkout page starts with a tax address (the shopper's country, a state the CDN named).
    if (event === "page_view" && context.checkout) {
      send({ event: "taxes_preselected", fields: { taxes_preselected: taxesCode(context.checkout.taxes) }, timestamp, context });
    }
  };
  setEventSender(send);
  return () => setEventSender(null);
}
