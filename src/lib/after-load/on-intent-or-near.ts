import { onFirstIntent } from "./on-first-intent";

/**
 * How close to the viewport a part comes before its code loads: small enough that a page opening
 * with the part a screen below loads nothing, so that only the page's layout (a tall window, the
 * part drawn higher) decides, without the shopper moving.
 */
export const NEAR_VIEWPORT_MARGIN = "200px 0px";

/**
 * Runs `task` once, when the shopper heads for `element`: their first tap, click, key or scroll on
 * the page, or `element` coming within NEAR_VIEWPORT_MARGIN of the viewport (at once when the page
 * opens with it in view). For a part the page shows as a placeholder until its code is in: a visit
 * that never moves downloads none of it, and a shopper who scrolls towards it has it before they
 * get there. Returns a function that cancels it.
 */
export function onIntentOrNear(element: Element, task: () => void): () => void {
  let pending = true;
  const stops: Array<() => void> = [];
  const stop = () => {
    pending = false;
    for (const undo of stops.splice(0)) undo();
  };
  const run = () => {
    if (!pending) return;
    stop();
    task();
  };

  stops.push(onFirstIntent(run));
  // Captured, so a scroll of any scrolling part of the page counts, not only the window's.
  const scrollOptions: AddEventListenerOptions = { capture: true, passive: true };
  window.addEventListener("scroll", run, scrollOptions);
  stops.push(() => window.removeEventListener("scroll", run, scrollOptions));

  if (typeof IntersectionObserver !== "function") {
    // No way to tell where the part is: load it rather than leave the placeholder for good.
    run();
    return stop;
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && run(), {
    rootMargin: NEAR_VIEWPORT_MARGIN,
  });
  observer.observe(element);
  stops.push(() => observer.disconnect());
  return stop;
}
