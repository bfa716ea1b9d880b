/** What shows the shopper is about to act: a tap, a click, a key. */
const INTENT_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Runs `task` once, at the shopper's first intent on the page (a tap, a click, a key): for code
 * only an action of theirs needs, so a page view without one downloads none of it. A tap comes
 * before the click it makes, so the code is on its way before the action it serves. Returns a
 * function that cancels it.
 */
export function onFirstIntent(task: () => void): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, run, options);
  };
  const run = () => {
    stop();
    task();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, run, options);
  return stop;
}
