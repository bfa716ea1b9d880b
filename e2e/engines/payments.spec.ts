import { freshEmail } from "../support/api";
import { Checkout } from "./checkout";
import type { EnginePage } from "./engine";
import { expect, test } from "./fixtures";

/** A shopper in the United Kingdom on the payment step, a fresh e-mail typed and `provider` chosen. */
async function startInTheUk(shopper: EnginePage, provider: string): Promise<Checkout> {
  await shopper.setGeo("GB");
  const checkout = new Checkout(shopper);
  await checkout.open();
  await checkout.fillEmail(freshEmail(shopper.engine));
  await checkout.choose(provider);
  return checkout;
}

// Payments that leave the checkout, in every engine: a popup, a redirect, a bank's page.

test("PayPal in-context (the United Kingdom): its window opens in the click, approves, and the checkout goes on", async ({ shopper }) => {
  const checkout = await startInTheUk(shopper, "paypal_in_context");
  await shopper.waitText("submit-payment-button", "Continue to PayPal");
  const popup = await shopper.popup(checkout.pay);
  await popup.waitText("h1", "Pay with PayPal");
  // The engine opened the window itself: the "your browser did not open the window" overlay never shows.
  expect(await shopper.text("provider-popup")).not.toMatch(/did not open/);
  await Checkout.decide(popup);
  await checkout.expectSuccess();
  await shopper.waitFor("the PayPal window to close", async () => !(await popup.isOpen()));
});

test("PayPal by redirect: approve on its page, back to the success step", async ({ shopper }) => {
  const checkout = new Checkout(shopper);
  await checkout.open();
  await checkout.fillTaxAddress();
  await checkout.fillEmail(freshEmail(shopper.engine));
  await checkout.choose("paypal");
  await checkout.pay();
  await shopper.waitText("h1", "Pay with PayPal");
  await Checkout.decide(shopper);
  await checkout.expectSuccess();
});

test("iDEAL in the Netherlands: chosen by the link, the bank's page, back to the success step in euros", async ({ shopper }) => {
  await shopper.setGeo("NL");
  const checkout = new Checkout(shopper);
  await checkout.open("product=vpn&product_period=1y&payment_provider=ideal&currency=EUR");
  await shopper.waitFor("iDEAL to be chosen", () =>
    shopper.evaluate<boolean>(`!!document.querySelector('[data-testid="payment-provider-ideal"] input:checked')`),
  );
  await checkout.fillEmail(freshEmail(shopper.engine));
  await checkout.pay();
  await shopper.waitText("h1", "Pay with iDEAL");
  await Checkout.decide(shopper);
  expect(await checkout.expectSuccess()).toContain("€");
});

test("Klarna in the United Kingdom: the date of birth typed straight through its three fields, approved on its page", async ({
  shopper,
}) => {
  const checkout = await startInTheUk(shopper, "klarna");
  await shopper.fill("first-name-input", "Test");
  await shopper.fill("last-name-input", "Shopper");
  // Day, month and year, as a shopper types them without leaving the keyboard: each complete part
  // moves on to the next field.
  await shopper.click("birth-date-day-input");
  await shopper.typeKeys("01021990");
  expect([
    await shopper.value("birth-date-day-input"),
    await shopper.value("birth-date-month-input"),
    await shopper.value("birth-date-year-input"),
  ]).toEqual(["01", "02", "1990"]);
  await checkout.pay();
  await shopper.waitText("h1", "Pay with Klarna");
  await Checkout.decide(shopper);
  await checkout.expectSuccess();
});

test("Amazon Pay's widget (the United Kingdom): approved in the frame inside the checkout, which then goes on by itself", async ({
  shopper,
}) => {
  const checkout = await startInTheUk(shopper, "amazon_pay_widget");
  await checkout.pay();
  await shopper.waitVisible("provider-widget");
  // The gateway's page in a sandboxed frame of the checkout: its message to the page above it is
  // what moves the checkout on.
  const widget = await shopper.frame("provider-widget-frame");
  await widget.waitText("h1", "Pay with Amazon Pay");
  await Checkout.decide(widget);
  await checkout.expectSuccess();
});
