import { expect, type Locator, type Page } from "@playwright/test";

/** The success step's account section (spec 2.4 "signup section" and "signup form"), for a guest. */
export class SignupSection {
  readonly root: Locator;
  readonly password: Locator;
  readonly loginHint: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("signup-section");
    this.password = this.root.getByTestId("signup-password-input");
    this.loginHint = this.root.getByTestId("signup-login-hint");
  }

  /** Chooses the first password of the account the purchase made. */
  async choosePassword(password: string) {
    await this.password.fill(password);
    await this.root.getByTestId("signup-submit-button").click();
  }

  /** Starts the login from the section; the identity provider's sign-in page comes next. */
  async logIn() {
    await this.root.getByTestId("signup-login-button").click();
  }

  async expectNoForm() {
    await expect(this.loginHint).toBeVisible();
    await expect(this.root.getByTestId("signup-form")).toHaveCount(0);
  }
}
