import { onFirstIntent } from "@/lib/after-load";
import type { SeenEvent } from "./dom-tracking";
import type { SectionReporting } from "./section-name";

const TRACKED = ["click", "change"] as const;

/**
 * Click and field tracking (`startDomTracking`) from the shopper's first tap, click or key: a
 * visit that never acts fetches none of its code. The clicks and changes that come while the code
 * is on its way are kept with their place in the page and tracked once it has come, so the first
 * click counts even when its element has left the page by then.
 */
export function startDomTrackingOnIntent(reporting: SectionReporting): () => void {
  const seen: SeenEvent[] = [];
  const keep = (event: Event) => seen.push({ event, path: event.composedPath() });
  const keeping = (on: boolean) => {
    for (const type of TRACKED) {
      if (on) document.addEventListener(type, keep, true);
      else document.removeEventListener(type, keep, true);
    }
  };
  let stopped = false;
  let stopTracking: (() => void) | undefined;
  const cancelIntent = onFirstIntent(() => {
    keeping(true);
    import("./dom-tracking").then(
      ({ startDomTracking }) => {
        keeping(false);
        if (!stopped) stopTracking = startDomTracking(reporting, seen.splice(0));
      },
      () => keeping(false),
    );
  });
  return () => {
    stopped = true;
    cancelIntent();
    keeping(false);
    stopTracking?.();
  };
}
