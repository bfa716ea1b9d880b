import type { AnalyticsEvent, AnalyticsFields } from "./events";

export interface TrackedEvent extends AnalyticsFields {
  event: AnalyticsEvent;
  timestamp: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type Destination = (payload: TrackedEvent) => void;

/** The second analytics service registers itself here once it has loaded. */
const extraDestinations = new Set<Destination>();

export function addAnalyticsDestination(destination: Destination): () => void {
  extraDestinations.add(destination);
  return () => extraDestinations.delete(destination);
}

/**
 * Sends an event to the tag manager's dataLayer and every registered destination, stamped with
 * a timestamp. On the server it does nothing: analytics describe what a shopper did in a browser.
 */
export function track(event: AnalyticsEvent, fields: AnalyticsFields = {}): void {
  if (typeof window === "undefined") return;
  const payload: TrackedEvent = { ...fields, event, timestamp: Date.now() };
  window.dataLayer ??= [];
  window.dataLayer.push(payload);
  for (const destination of extraDestinations) {
    try {
      destination(payload);
    } catch {
      // A broken analytics destination must never break the checkout.
    }
  }
}
