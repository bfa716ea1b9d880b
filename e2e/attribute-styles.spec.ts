import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { accentOf, ShellPage } from "./pages/shell-page";

// Shared parts whose looks come from attributes their rules match, or from the container that
// draws them, rather than from styled components of their own (performance.md, "few styled
// elements per render"): the buttons' variants (data-variant, data-pill), each brand's logo slot
// (data-logo), the select's hidden label (data-hidden) and the header's login prompt. A rule that
// stopped matching would leave a button bare, a logo at its artwork's size or the prompt on a phone.

async function box(locator: Locator) {
  const measured = await locator.boundingBox();
  return { width: Math.round(measured!.width), height: Math.round(measured!.height) };
}

test("on a computer: the brand's large logo slot, the login prompt, and each button variant drawn as designed", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/payment/?product=vpn");
  const accent = await accentOf(page);
  await expect(page.locator("header [data-logo]")).toHaveAttribute("data-logo", "vpn");
  expect(await box(page.locator("header [data-logo]"))).toEqual({ width: 244, height: 32 });
  await expect(page.getByText("Already have NordVPN Account?")).toBeVisible();

  // A link-looking button: no box, underlined, in the accent.
  const cookiePreferences = page.getByTestId("cookie-preferences-button");
  await expect(cookiePreferences).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await expect(cookiePreferences).toHaveCSS("text-decoration-line", "underline");

  // The consent dialog's pill buttons: the primary one filled with the accent, the others outlined.
  const dialog = await new ShellPage(page).openCookiePreferences();
  const accept = dialog.getByTestId("consent-accept-all");
  await expect(accept).toHaveCSS("background-color", accent);
  await expect(accept).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(accept).toHaveCSS("border-radius", "9999px");
  const reject = dialog.getByTestId("consent-reject-all");
  await expect(reject).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(reject).toHaveCSS("border-top-color", "rgb(131, 137, 153)");
  await expect(reject).toHaveCSS("border-radius", "9999px");
  expect((await box(reject)).height).toBeGreaterThanOrEqual(44);
});

test("on a phone: the brand's small logo slot, no login prompt beside it, and the language picker named for screen readers only", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/payment/?product=pass");
  await expect(page.locator("header [data-logo]")).toHaveAttribute("data-logo", "pass");
  expect(await box(page.locator("header [data-logo]"))).toEqual({ width: 178, height: 24 });
  await expect(page.getByText("Already have NordPass Account?")).toBeHidden();
  await expect(page.getByTestId("login-link")).toBeVisible();

  const picker = page.getByTestId("language-select");
  await expect(picker).toHaveAccessibleName("Language");
  const label = page.locator(`label[for="${await picker.getAttribute("id")}"]`);
  expect(await box(label)).toEqual({ width: 1, height: 1 });
  // The chevron sits over the picker's end, inside its box.
  const [select, chevron] = [await picker.boundingBox(), await picker.locator("xpath=following-sibling::*[name()='svg']").boundingBox()];
  expect(chevron!.x + chevron!.width).toBeLessThanOrEqual(select!.x + select!.width);
  expect(chevron!.x).toBeGreaterThan(select!.x + select!.width / 2);
});
