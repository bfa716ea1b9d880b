/** How long to wait for an idle moment before running the task anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` in the first task after the page's load event: for code the page needs soon but
 * not for its first paint or hydration, so it neither competes with hydration nor holds up the
 * load event (a script requested before it would). Returns a function that cancels it.
 */
export function afterLoadEvent(task: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = setTimeout(() => !cancelled && task(), 0);
  };

  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Runs `task` after the page's load event, in an idle moment: for code the first paint and the
 * first interaction do not need (error reporting, telemetry, tag managers), so it never competes
 * with hydration or holds up the load event. Returns a function that cancels it.
 */
export function afterPageLoad(task: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancelLoad = afterLoadEvent(() => {
    if (typeof window.requestIdleCallback === "function") {
      idleHandle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(task, 1);
    }
  });

  return () => {
    cancelLoad();
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
