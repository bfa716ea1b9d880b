import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";

export interface TestCard {
  number: string;
  /** MM/YY */
  expiry?: string;
  cvv?: string;
  /** The name on the card, where the processor asks for it (Paddle). */
  name?: string;
}

/** The payment step's paying part (PaymentSection): e-mail, providers, card form, billing address, pay button. */
export class PaymentPage {
  constructor(readonly page: Page) {}

  async goto(query = "product=vpn&product_period=1y") {
    await this.page.goto(`/payment/?${query}`);
    await this.reach();
    await expect(this.regularProviders()).toBeVisible();
  }

  /**
   * Scrolls down to the payment form, as a shopper does: its code loads as they head for it, so
   * until then the step shows its placeholder. Nothing to do once the form is there.
   */
  async reach() {
    const form = this.page.getByTestId("payment-form");
    const placeholder = this.page.getByTestId("payment-step").getByTestId("loading-placeholder");
    await expect(form.or(placeholder).first()).toBeVisible();
    // Only as far as a shopper would: the placeholder's top into the window when it is below it.
    // One already in the window brings the code by itself, and the page stays where it is.
    if (await placeholder.isVisible())
      await placeholder
        .evaluate(
          (element) => element.getBoundingClientRect().top >= innerHeight && element.scrollIntoView({ block: "start" }),
          undefined,
          {
            timeout: 1_000,
          },
        )
        .catch(() => undefined);
    await expect(form).toBeVisible();
  }

  /**
   * Brings the payment form's code with a key that moves nothing (Shift), as a keyboard shopper's
   * first key does, the page left where it is. Pressed again until the page has hydrated and
   * listens: a key before that is the browser's alone.
   */
  async bringFormInPlace() {
    const form = this.page.getByTestId("payment-form");
    await expect(async () => {
      await this.page.keyboard.press("Shift");
      await expect(form).toBeVisible({ timeout: 500 });
    }).toPass();
  }

  regularProviders(): Locator {
    return this.page.getByTestId("regular-providers");
  }

  oneClickProviders(): Locator {
    return this.page.getByTestId("one-click-providers");
  }

  provider(identifier: string, list: "regular" | "one-click" = "regular"): Locator {
    const container = list === "regular" ? this.regularProviders() : this.oneClickProviders();
    return container.getByTestId(`payment-provider-${identifier}`);
  }

  email(): Locator {
    return this.page.getByTestId("email-input");
  }

  payButton(): Locator {
    return this.page.getByTestId("submit-payment-button");
  }

  errorAlert(): Locator {
    return this.page.getByTestId("payment-error-alert");
  }

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async fillEmail(email: string) {
    await this.reach();
    await this.email().fill(email);
  }

  async choose(identifier: string, list: "regular" | "one-click" = "regular") {
    await this.reach();
    await this.provider(identifier, list).click();
    await expect(this.provider(identifier, list).getByRole("radio")).toBeChecked();
  }

  /**
   * Fills whichever expiry layout the form has, the name on the card where the processor asks for
   * it (Paddle), and the billing postal code when it asks for one.
   */
  async fillCard({ number, expiry = "12/30", cvv = "737", name = "Test Shopper" }: TestCard) {
    await this.reach();
    await expect(this.field("card-number-input")).toBeVisible();
    if (await this.field("card-name-input").isVisible()) await this.field("card-name-input").fill(name);
    await this.field("card-number-input").fill(number);
    const [month, year] = expiry.split("/");
    if (await this.field("card-expiry-date-input").isVisible()) {
      await this.field("card-expiry-date-input").fill(`${month}${year}`);
    } else {
      await this.field("card-expiry-month-input").fill(month ?? "");
      await this.field("card-expiry-year-input").fill(year ?? "");
    }
    await this.field("card-cvv-input").fill(cvv);
    if (await this.field("postal-code-input").isVisible()) await this.field("postal-code-input").fill("94105");
  }

  /**
   * The billing address the US and Canada need, in the payment form after the methods. In the US
   * the ZIP code, which is also the card's postal code, sets the state; a `state` given is then
   * chosen by hand over it (a shopper's correction). Where the state is still empty (Canada, or a
   * ZIP code of no state), the first of the list is chosen. A logged-in shopper's saved card with
   * its own address shows no address: nothing is filled then.
   */
  async fillTaxZip(zip = "94105", state?: string) {
    // The address is part of the payment form.
    await this.reach();
    const input = this.page.getByTestId("zip-code-input");
    if ((await input.isVisible()) && (await this.page.getByTestId("country-select").inputValue()) === "US") await input.fill(zip);
    const states = this.page.getByTestId("state-select");
    if (!(await states.isVisible())) return;
    if (state) await states.selectOption(state);
    else if ((await states.inputValue()) === "") await states.selectOption({ index: 1 });
  }

  async pay() {
    await this.reach();
    await this.payButton().click();
  }

  /** A guest's card purchase from the open payment page, to the success step: the common path. */
  async buyWithCard(email: string, number = "4242424242424242") {
    await this.fillTaxZip();
    await this.fillEmail(email);
    await this.choose("card");
    await this.fillCard({ number });
    await this.pay();
    // The payment, the order's status and the receipt's own chunk: give a busy machine time.
    await expect(this.page.getByTestId("success-total")).toBeVisible({ timeout: 20_000 });
  }

  duplicateNotice(): Locator {
    return this.page.getByTestId("duplicate-purchase-notice");
  }

  /** "You bought this N minutes ago" was shown; the shopper really wants a second subscription. */
  async confirmDuplicate() {
    await this.page.getByTestId("duplicate-purchase-confirm-button").click();
  }

  async openEarlierOrder() {
    await this.page.getByTestId("duplicate-purchase-order-link").click();
  }

  async expectDeclined() {
    await expect(this.errorAlert()).toHaveText(/The transaction has been declined/);
  }

  /** Decides on the sandbox provider's page, wherever it is: this page, a popup or a frame. */
  static async decideAtProvider(where: Page | FrameLocator, decision: "approve" | "decline" = "approve") {
    await where.getByTestId(`sandbox-${decision}`).click();
  }

  /** Back from a method's own page: the alert speaks of that method, which is still chosen. */
  async expectBackFrom(provider: string, name: string, outcome: "cancelled" | "not approved") {
    const words =
      outcome === "cancelled"
        ? `Your ${name} payment was cancelled, and nothing was charged. Try again, or choose another payment method.`
        : `${name} did not approve the payment, and nothing was charged. Try again, or choose another payment method.`;
    await expect(this.errorAlert()).toHaveText(words);
    await expect(this.provider(provider).getByRole("radio")).toBeChecked();
  }

  /** Back from the bank's 3-D Secure page with a decline: the card fields are empty and ask for the card again. */
  async expectCardAgain() {
    await expect(this.errorAlert()).toHaveText(/^The transaction has been declined\..* enter your card again to retry\.$/);
    await expect(this.provider("card").getByRole("radio")).toBeChecked();
    await expect(this.field("card-number-input")).toBeFocused();
    await expect(this.field("card-number-input")).toBeInViewport();
    await expect(this.errorAlert()).toBeInViewport();
  }

  async expectGenericFailure() {
    await expect(this.errorAlert()).toHaveText("Something went wrong. Try again.");
  }
}
