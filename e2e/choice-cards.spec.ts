import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { accentOf } from "./pages/shell-page";

// The choice cards and the stepper are plain elements styled by the grid or list that draws them,
// from their data-selected and data-state (performance.md, "few styled elements per render"). A
// grid that forgot the cards' rules would draw bare labels; a state rule that stopped matching
// would leave the chosen card looking like the others.

/** What a shopper sees of a card: its border, and its corner mark's fill and text. */
async function looks(card: Locator) {
  return card.evaluate((label) => {
    const mark = label.querySelector(":scope > [aria-hidden]");
    const style = getComputedStyle(label);
    return {
      borderWidth: style.borderTopWidth,
      borderColor: style.borderTopColor,
      markFill: mark ? getComputedStyle(mark).backgroundColor : null,
      mark: mark?.textContent ?? null,
    };
  });
}

const TRANSPARENT = "rgba(0, 0, 0, 0)";

// The border's colour eases over 0.15 s after a tap: each look is retried until it settles.
async function expectChosen(card: Locator, accent: string) {
  await expect(async () => {
    expect(await looks(card)).toEqual({ borderWidth: "2px", borderColor: accent, markFill: accent, mark: "✓" });
  }).toPass({ timeout: 5_000 });
}

async function expectNotChosen(card: Locator, accent: string) {
  await expect(async () => {
    const seen = await looks(card);
    expect(seen).toMatchObject({ borderWidth: "2px", markFill: TRANSPARENT, mark: "" });
    expect(seen.borderColor).not.toBe(accent);
  }).toPass({ timeout: 5_000 });
}

test("every grid of cards marks the chosen one by its border and a check mark, and the mark follows the shopper's tap", async ({
  page,
}) => {
  await page.goto("/payment/?product=vpn");
  const accent = await accentOf(page);
  // Periods, plans and add-ons: three grids, each including the cards' rules.
  await expectChosen(page.getByTestId("period-1y"), accent);
  await expectNotChosen(page.getByTestId("period-2y"), accent);
  await expectChosen(page.getByTestId("plan-vpn-standard-1y"), accent);
  await expectNotChosen(page.getByTestId("plan-vpn-plus-1y"), accent);
  const addOn = page.locator('[data-testid^="cross-sell-"]').first();
  await expectNotChosen(addOn, accent);

  await page.getByTestId("period-2y").click();
  await expect(page.getByTestId("period-2y")).toHaveAttribute("data-selected", "true");
  await expectChosen(page.getByTestId("period-2y"), accent);
  await expectNotChosen(page.getByTestId("period-1y"), accent);
  await addOn.click();
  await expect(addOn).toHaveAttribute("data-selected", "true");
  await expectChosen(addOn, accent);

  // The password manager's subgroup filter is a fourth grid.
  await page.goto("/payment/?product=pass");
  const passAccent = await accentOf(page);
  await expectChosen(page.getByTestId("filter-subgroup-individual"), passAccent);
  await expectNotChosen(page.locator('[data-testid^="filter-subgroup-"][data-selected="false"]').first(), passAccent);
});

test.describe("the stepper on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("names only the current step, the others by their number or check mark; a wider screen names all three", async ({ page }) => {
    await page.goto("/payment/?product=vpn");
    const steps = page.getByTestId("stepper").locator("li");
    await expect(steps).toHaveCount(3);
    const shown = () => steps.evaluateAll((items) => items.map((item) => (item.firstElementChild as HTMLElement).offsetParent !== null));
    expect(await shown()).toEqual([false, true, false]);
    const marks = await steps.evaluateAll((items) => items.map((item) => getComputedStyle(item, "::before").content));
    expect(marks).toEqual(['"✓"', "counter(step)", "counter(step)"]);
    await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");

    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await shown()).toEqual([true, true, true]);
  });
});
