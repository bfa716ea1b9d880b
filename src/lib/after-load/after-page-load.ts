/** How long to wait for an idle moment before running the task anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` after the page's load event, in an idle moment: for code the first paint and the
 * first interaction do not need (error reporting, telemetry, tag managers), so it never competes
 * with hydration or holds up the load event. Returns a function that cancels it.
 */
export function afterPageLoad(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const runWhenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      idleHandle = window.requestIdleCallback(() => !cancelled && task(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(() => !cancelled && task(), 1);
    }
  };

  if (document.readyState === "complete") runWhenIdle();
  else window.addEventListener("load", runWhenIdle, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener("load", runWhenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
