import { expect, type Locator, type Page } from "@playwright/test";

/** The header's account area: the log-in link, the avatar and the account menu. */
export class AccountArea {
  constructor(readonly page: Page) {}

  loginLink(): Locator {
    return this.page.getByTestId("login-link");
  }

  avatar(): Locator {
    return this.page.getByTestId("user-avatar");
  }

  menu(): Locator {
    return this.page.getByTestId("account-menu");
  }

  loginNotice(): Locator {
    return this.page.getByTestId("login-error-alert");
  }

  async openMenu(): Promise<Locator> {
    await this.avatar().click();
    await expect(this.menu()).toBeVisible();
    return this.menu();
  }

  async expectLoggedInAs(email: string) {
    await expect(this.avatar()).toHaveText(email.charAt(0).toUpperCase());
    const menu = await this.openMenu();
    await expect(menu.getByTestId("account-email")).toHaveText(email);
    await this.page.keyboard.press("Escape");
    await expect(this.menu()).toBeHidden();
  }

  async expectAnonymous() {
    await expect(this.loginLink()).toBeVisible();
    await expect(this.avatar()).toHaveCount(0);
  }

  async logout() {
    const menu = await this.openMenu();
    await menu.getByTestId("logout-button").click();
  }

  async openDashboard() {
    const menu = await this.openMenu();
    await menu.getByTestId("account-dashboard-link").click();
  }

  /** Logs in without clicking through a page: `/login/` runs the whole flow on the server. */
  async loginWith(trustedPassToken: string, target: string) {
    await this.page.goto(`/login/?trusted_pass_token=${trustedPassToken}&login_target=${encodeURIComponent(target)}`);
    await this.page.waitForURL((url) => `${url.pathname}${url.search}` === target);
  }
}
