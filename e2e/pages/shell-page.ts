import { expect, type Page } from "@playwright/test";

/** The page shell every route shares: header, main area and footer. */
export class ShellPage {
  constructor(readonly page: Page) {}

  async goto(path: string) {
    return this.page.goto(path);
  }

  header() {
    return this.page.locator("header").first();
  }

  footer() {
    return this.page.locator("footer");
  }

  async expectShell() {
    await expect(this.header()).toBeVisible();
    await expect(this.page.locator("main#main")).toBeVisible();
    await expect(this.footer()).toBeVisible();
    await expect(this.page.getByTestId("footer-copyright")).toBeVisible();
  }

  /** Picks a language in the footer and waits for the page to reload at its address. */
  async chooseLanguage(urlCode: string) {
    const before = this.page.url();
    await this.page.getByTestId("language-select").selectOption(urlCode);
    await this.page.waitForURL((url) => url.href !== before);
    await expect(this.page.locator("html")).toHaveAttribute("lang", urlCode);
  }

  async openCookiePreferences() {
    await this.page.getByTestId("cookie-preferences-button").click();
    const dialog = this.page.getByTestId("consent-modal");
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

/** The page's accent as the browser resolves it (a custom property on <html>). */
export function accentOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement("i");
    probe.style.color = "var(--accent)";
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
}
