export type WebVital = "LCP" | "INP" | "CLS";

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

interface InteractionEntry extends PerformanceEntry {
  interactionId?: number;
}

/** Layout shifts less than 1 s apart and within 5 s form one window; CLS is the worst window. */
const SESSION_GAP_MS = 1_000;
const SESSION_MAX_MS = 5_000;

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void): PerformanceObserver | null {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
  const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
  observer.observe({ type, buffered: true, ...(type === "event" ? { durationThreshold: 16 } : {}) } as PerformanceObserverInit);
  return observer;
}

/**
 * Largest Contentful Paint, Interaction to Next Paint (the slowest interaction) and Cumulative
 * Layout Shift, as the browser's performance entries give them, each reported once when the page
 * is first hidden (their final values), then `afterReport` runs. Browsers without an entry type
 * report nothing for it. Returns a function that stops observing.
 */
export function observeWebVitals(report: (name: WebVital, value: number) => void, afterReport: () => void): () => void {
  let lcp: number | null = null;
  let inp: number | null = null;
  let cls = 0;
  let window_ = { value: 0, start: 0, last: 0 };
  let sawShifts = false;

  const observers = [
    observe("largest-contentful-paint", (entries) => {
      const last = entries.at(-1);
      if (last) lcp = last.startTime;
    }),
    observe("event", (entries) => {
      for (const entry of entries as InteractionEntry[]) {
        if (entry.interactionId) inp = Math.max(inp ?? 0, entry.duration);
      }
    }),
    observe("layout-shift", (entries) => {
      sawShifts = true;
      for (const entry of entries as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const continues = entry.startTime - window_.last < SESSION_GAP_MS && entry.startTime - window_.start < SESSION_MAX_MS;
        window_ = continues
          ? { value: window_.value + entry.value, start: window_.start, last: entry.startTime }
          : { value: entry.value, start: entry.startTime, last: entry.startTime };
        cls = Math.max(cls, window_.value);
      }
    }),
  ];

  let reported = false;
  const onHidden = () => {
    if (document.visibilityState !== "hidden" || reported) return;
    reported = true;
    for (const observer of observers) observer?.takeRecords();
    if (lcp !== null) report("LCP", lcp);
    if (inp !== null) report("INP", inp);
    if (sawShifts || observers[2]) report("CLS", cls);
    afterReport();
  };
  document.addEventListener("visibilitychange", onHidden);
  return () => {
    document.removeEventListener("visibilitychange", onHidden);
    for (const observer of observers) observer?.disconnect();
  };
}
