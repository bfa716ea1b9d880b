import { expect, type Page } from "@playwright/test";
import { PaymentPage } from "./payment-page";

/** The plan-choice half of /payment/: intent methods over the CONTRACTS test ids. */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  async open(query: string) {
    const response = await this.page.goto(`/payment/?${query}`);
    await expect(this.page.getByTestId("order-summary")).toBeVisible();
    return response;
  }

  param(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name);
  }

  async settled() {
    await expect(this.page.getByTestId("payment-step")).toHaveAttribute("aria-busy", "false");
    await expect(this.page.getByTestId("order-total")).toHaveAttribute("data-loading", "false");
  }

  async total(): Promise<string> {
    await this.settled();
    return (await this.page.getByTestId("order-total").textContent()) ?? "";
  }

  async choosePeriod(period: string) {
    await this.page.getByTestId(`period-${period}`).click();
    await expect(this.page).toHaveURL(new RegExp(`product_period=${period}`));
    await this.settled();
  }

  async choosePlan(identifier: string) {
    await this.page.getByTestId(`plan-${identifier}`).click();
    await expect(this.page.getByTestId(`plan-${identifier}`)).toHaveAttribute("data-selected", "true");
    await this.settled();
  }

  async toggleCrossSell(identifier: string) {
    const offer = this.page.getByTestId(`cross-sell-${identifier}`);
    // The choice lives in the address, which changes after the click returns: wait for the card
    // to turn before the summary is read, or the old total passes for settled.
    const before = await offer.getAttribute("data-selected");
    await offer.click();
    await expect(offer).toHaveAttribute("data-selected", before === "true" ? "false" : "true");
    await this.settled();
  }

  async applyCoupon(code: string) {
    const show = this.page.getByTestId("coupon-show-form-button");
    if (await show.isVisible()) await show.click();
    await this.page.getByTestId("coupon-input").fill(code);
    await this.page.getByTestId("coupon-apply-button").click();
    await expect(this.page).toHaveURL(new RegExp(`coupon=${code}`, "i"));
    await this.settled();
  }

  async removeCoupon() {
    await this.page.getByTestId("coupon-delete-button").click();
    await expect(this.page).not.toHaveURL(/coupon=/);
    await this.settled();
  }

  async setTaxAddress({ country, state, zip }: { country: string; state?: string; zip?: string }) {
    // The billing address is part of the payment form.
    await new PaymentPage(this.page).reach();
    await this.page.getByTestId("country-select").selectOption(country);
    // The ZIP code first: it sets the state, which a state given then corrects.
    if (zip !== undefined) await this.page.getByTestId("zip-code-input").fill(zip);
    if (state) await this.page.getByTestId("state-select").selectOption(state);
    await this.settled();
  }
}
