import NProgress from "nprogress";

/** The progress bar trickles every 500 ms and shows no spinner (spec 2.1 and 9). */
export const PROGRESS_OPTIONS = { showSpinner: false, trickleSpeed: 500 } as const;

/** nprogress's bar, named for assistive technology (its own template has no role or name). */
function progressTemplate(label: string): string {
  const name = label.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<div class="bar" role="progressbar" aria-label="${name}"><div class="peg"></div></div>`;
}

export const bar = NProgress;

/** Names the bar `label`; a shopper who asked for less motion sees it without its trickle. */
export function configure(label: string): void {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  NProgress.configure({
    ...PROGRESS_OPTIONS,
    trickle: !reduceMotion,
    template: progressTemplate(label),
    barSelector: '[role="progressbar"]',
  });
}

/**
 * The main heading of the step just shown takes the focus, so keyboard and reader users start
 * there; unless the step has put it somewhere already (a payment alert it brings back).
 */
export function focusStepHeading(): void {
  const heading = document.querySelector<HTMLElement>("main h1");
  const active = document.activeElement;
  if (!heading || (active && active !== document.body && active.isConnected)) return;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}
