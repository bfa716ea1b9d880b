import { expect, type Locator, type Page } from "@playwright/test";

/** The sandbox identity provider's sign-in page, met on a login without a trusted token. */
export class SandboxSignIn {
  readonly email: Locator;
  readonly password: Locator;
  /** The provider's own message about a refused password. */
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByTestId("sandbox-signin-email");
    this.password = page.getByTestId("sandbox-signin-password");
    this.error = page.getByRole("alert");
  }

  async expectOpen() {
    await this.page.waitForURL((url) => url.pathname === "/idp/signin");
    await expect(this.email).toBeVisible();
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.page.getByTestId("sandbox-signin-submit").click();
  }

  async cancel() {
    await this.page.getByRole("link", { name: "Cancel and go back" }).click();
  }
}
