import type { EnginePage } from "./engine";

/**
 * The checkout as a shopper uses it, over the CONTRACTS test ids, in whichever engine `page`
 * drives: the same intent methods as e2e/pages/payment-page.ts and checkout-page.ts, written once
 * for Chromium, Firefox and WebKit.
 */
/**
 * Scrolls down to the payment form, as a shopper does: its code loads as they head for it, so the
 * step shows its placeholder until then. Waits for the form's methods.
 */
export async function reachPaymentForm(page: EnginePage, methods = "regular-providers") {
  await page.evaluate(
    `document.querySelector('[data-testid="payment-step"] [data-testid="loading-placeholder"]')?.scrollIntoView({ block: "center" })`,
  );
  await page.waitVisible(methods, 20_000);
}

export class Checkout {
  constructor(readonly page: EnginePage) {}

  /** The payment step of `query`, scrolled to its payment form once that (code the browser runs) is up. */
  async open(query = "product=vpn&product_period=1y", prefix = "") {
    await this.page.goto(`${prefix}/payment/?${query}`);
    await reachPaymentForm(this.page);
  }

  /** Waits until the plans and the taxes in view have arrived; answers the total. */
  async total(): Promise<string> {
    await this.page.waitAttribute("payment-step", "aria-busy", "false");
    await this.page.waitAttribute("order-total", "data-loading", "false");
    return (await this.page.text("order-total")).trim();
  }

  /** The US billing address the card form needs: a ZIP code (San Francisco's), which sets the state, where asked. */
  async fillTaxAddress(zip = "94105") {
    if ((await this.page.visible("zip-code-input")) && (await this.page.value("country-select")) === "US")
      await this.page.fill("zip-code-input", zip);
    if ((await this.page.visible("state-select")) && (await this.page.value("state-select")) === "")
      await this.page.select("state-select", "US-CA");
  }

  async setTaxAddress({ country, state, zip }: { country: string; state?: string; zip?: string }) {
    await this.page.select("country-select", country);
    // The ZIP code first: it sets the state, which a state given then corrects.
    if (zip !== undefined) await this.page.fill("zip-code-input", zip);
    if (state) await this.page.select("state-select", state);
  }

  fillEmail = (email: string) => this.page.fill("email-input", email);

  async choose(provider: string) {
    await this.page.click(`payment-provider-${provider}`);
    await this.page.waitFor(`${provider} to be chosen`, () =>
      this.page.evaluate<boolean>(`!!document.querySelector('[data-testid="payment-provider-${provider}"] input[type="radio"]:checked')`),
    );
  }

  /**
   * Fills whichever expiry layout the form has, the name on the card where the processor asks for
   * it (Paddle), and the billing postal code when it asks for one.
   */
  async fillCard(number: string, { expiry = "12/30", cvv = "737", name = "Test Shopper" } = {}) {
    if (await this.page.visible("card-name-input")) await this.page.fill("card-name-input", name);
    await this.page.fill("card-number-input", number);
    const [month = "", year = ""] = expiry.split("/");
    if (await this.page.visible("card-expiry-date-input")) {
      await this.page.fill("card-expiry-date-input", `${month}${year}`);
    } else {
      await this.page.fill("card-expiry-month-input", month);
      await this.page.fill("card-expiry-year-input", year);
    }
    await this.page.fill("card-cvv-input", cvv);
    if (await this.page.visible("postal-code-input")) await this.page.fill("postal-code-input", "94105");
  }

  pay = () => this.page.click("submit-payment-button");

  /** A guest's card purchase from the open payment step, to the success step. */
  async buyWithCard(email: string, number = "4242424242424242") {
    await this.fillTaxAddress();
    await this.fillEmail(email);
    await this.choose("card");
    await this.fillCard(number);
    await this.pay();
    await this.expectSuccess();
  }

  /** Approves or declines on the sandbox provider's page (this window's, or a popup's). */
  static async decide(page: EnginePage, decision: "approve" | "decline" = "approve") {
    await page.click(`sandbox-${decision}`);
  }

  async expectSuccess(): Promise<string> {
    await this.page.waitVisible("success-step", 25_000);
    return this.page.waitText("success-total", /\d/);
  }

  async expectDeclined() {
    await this.page.waitText("payment-error-alert", /The transaction has been declined/);
  }

  async applyCoupon(code: string) {
    if (await this.page.visible("coupon-show-form-button")) await this.page.click("coupon-show-form-button");
    await this.page.fill("coupon-input", code);
    await this.page.click("coupon-apply-button");
    await this.page.waitUrl(new RegExp(`coupon=${code}`, "i"));
    await this.page.waitVisible("coupon-applied-message");
  }

  async removeCoupon() {
    await this.page.click("coupon-delete-button");
    await this.page.waitFor("the coupon to leave the address", async () => !/coupon=/.test(await this.page.url()));
  }
}
