/** The section name of an element outside every `data-section` (spec section 8). */
export const MISSING_SECTION = "N/A";
/** How often a missing section is reported to error tracking (spec section 9). */
export const MISSING_SECTION_SAMPLE_RATE = 0.4;

export interface SectionReporting {
  /** Error tracking's message reporter (Sentry captureMessage once it has loaded). */
  report: (message: string, context?: Record<string, unknown>) => void;
  /** A number in [0, 1); Math.random in the page, fixed in tests. */
  random?: () => number;
}

/** A short, data-free description of an element for the error report: its tag and test id. */
function describe(element: Element): string {
  const testId = element.getAttribute("data-testid");
  return testId ? `${element.tagName.toLowerCase()}[data-testid=${testId}]` : element.tagName.toLowerCase();
}

/**
 * The element of `path` (an event's, from its target up) that matches `selector`: as `closest` on
 * the target, but as the page was when the event happened, so it holds for an event handled after
 * its element has left the page.
 */
export function closestOnPath(path: readonly EventTarget[], selector: string): Element | undefined {
  return path.find((node): node is Element => node instanceof Element && node.matches(selector));
}

/**
 * The name of the page section an element is in (the closest `data-section`, itself included, or
 * the first on `path`, an event's elements from its target up). Without one the event still goes
 * out with "N/A", and 40 % of such cases reach error tracking, so a section left unnamed gets
 * noticed without a report for every click.
 */
export function sectionName(element: Element, { report, random = Math.random }: SectionReporting, path?: readonly EventTarget[]): string {
  const section = path ? closestOnPath(path, "[data-section]") : element.closest("[data-section]");
  const name = section?.getAttribute("data-section");
  if (name) return name;
  if (random() < MISSING_SECTION_SAMPLE_RATE) report("missing-tracking-section", { element: describe(element) });
  return MISSING_SECTION;
}
