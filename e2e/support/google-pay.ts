import type { Page } from "@playwright/test";

/** A browser whose Payment Request API can pay with Google Pay, as Chrome with a card in Google Pay. */
export async function withGooglePay(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { PaymentRequest: unknown }).PaymentRequest = class {
      readonly methods: string[];
      constructor(methods: { supportedMethods: string }[]) {
        this.methods = methods.map((method) => method.supportedMethods);
      }
      canMakePayment() {
        return Promise.resolve(this.methods.includes("https://google.com/pay"));
      }
    };
  });
}
