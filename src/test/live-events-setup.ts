import { afterEach, beforeEach, vi } from "vitest";
import { startEventStream } from "@/features/analytics/event-stream";
import { setErrorReporter } from "@/features/errors/report-error";

/**
 * For tests of the error screen and its reporting: the analytics chunk as the page has it once
 * loaded (events reach the dataLayer at once), and a clean slate after each test.
 */
export function withLiveEventsAndCleanReporter(): void {
  let stopEvents = () => {};
  beforeEach(() => {
    stopEvents = startEventStream();
  });
  afterEach(() => {
    stopEvents();
    delete window.dataLayer;
    setErrorReporter(null);
    vi.restoreAllMocks();
  });
}
