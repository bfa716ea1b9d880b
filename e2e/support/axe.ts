import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// WCAG 2.2 AA, checked by axe in the real browser (frames included).
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The serious and critical findings on the page as it is now, one line each, named by the state. */
export async function axeFindings(page: Page, state: string, within?: string): Promise<string[]> {
  // Only violations are read: axe then checks each rule's passing nodes no further than the first,
  // which is most of a run's time on a page this size.
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).options({ resultTypes: ["violations"] });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${state}: ${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`,
      ),
    );
}

/**
 * Checks the page now, or only the part `within` selects (a state that changes one part of a page
 * already checked whole); every state's findings are listed before the test fails.
 */
export async function audit(page: Page, state: string, within?: string) {
  expect.soft(await axeFindings(page, state, within), `axe on ${state}`).toEqual([]);
}
