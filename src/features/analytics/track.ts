import type { AnalyticsContextInput, AnalyticsEvent, AnalyticsFields, CheckoutContextInput } from "./events";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** An event as the page saw it: its own fields, when, and the page's context at that moment. */
export interface RawEvent {
  event: AnalyticsEvent;
  fields: AnalyticsFields;
  timestamp: number;
  context: AnalyticsContextInput;
}

type Sender = (raw: RawEvent) => void;

// Browser-only state (track and setAnalyticsContext do nothing on the server): the events before
// the analytics chunk has loaded wait here, each with the context it happened in.
let sender: Sender | null = null;
let queue: RawEvent[] = [];
let context: AnalyticsContextInput = {};

/**
 * Replaces parts of the page's context; events keep the context they were tracked in. A page
 * context for another route is a new page view: `page_view` goes out at once.
 */
export function setAnalyticsContext(part: AnalyticsContextInput): void {
  const previous = context.page?.pathname;
  context = { ...context, ...part };
  if (part.page && part.page.pathname !== previous) track("page_view");
}

/** The checkout's choice as context for the events to come (a layout effect's body): returns how to clear it. */
export function setCheckoutContext(checkout: CheckoutContextInput | null): () => void {
  if (checkout) setAnalyticsContext({ checkout });
  return () => setAnalyticsContext({ checkout: undefined });
}

/** Country and state, never the postal code: "US-CA", "DE". */
export const taxesCode = (address: CheckoutContextInput["taxes"]) => address.state ?? address.country;

/** `taxes_selected` when the shopper changes the tax address's country or state. */
export function trackTaxesChoice(previous: CheckoutContextInput["taxes"], next: CheckoutContextInput["taxes"]): void {
  const code = taxesCode(next);
  if (code !== taxesCode(previous)) track("taxes_selected", { taxes_selected: code });
}

/**
 * Records an event with its timestamp. The context fields, the sensitive-data guard and the
 * delivery to the tag manager live in a chunk loaded after the page (startEventStream); until
 * then events wait in a queue. On the server it does nothing: analytics describe what a shopper
 * did in a browser.
 */
export function track(event: AnalyticsEvent, fields: AnalyticsFields = {}): void {
  if (typeof window === "undefined") return;
  const raw = { event, fields, timestamp: Date.now(), context };
  if (sender) sender(raw);
  else queue.push(raw);
}

/** The analytics chunk takes over: the waiting events first, then each as it happens. */
export function setEventSender(next: Sender | null): void {
  sender = next;
  const waiting = queue;
  queue = [];
  if (next) for (const raw of waiting) next(raw);
}
