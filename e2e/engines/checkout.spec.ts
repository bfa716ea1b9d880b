import { freshEmail } from "../support/api";
import { Checkout } from "./checkout";
import type { EnginePage } from "./engine";
import { expect, test } from "./fixtures";

// Choosing and paying where engines differ: forms, selects, the keyboard, right to left.

const amount = (text: string) => Number(text.replace(/[^\d.]/g, ""));
const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;

test("a coupon lowers the total, and removing it puts the total back", async ({ shopper }) => {
  const checkout = new Checkout(shopper);
  await checkout.open();
  await checkout.fillTaxAddress();
  const full = await checkout.total();
  await checkout.applyCoupon("SAVE20");
  await shopper.waitFor("the total to drop", async () => amount(await checkout.total()) < amount(full));
  await checkout.removeCoupon();
  await shopper.waitFor("the total to come back", async () => (await checkout.total()) === full);
});

test("the tax address changes the total: California's tax, then New York's", async ({ shopper }) => {
  const checkout = new Checkout(shopper);
  await checkout.open();
  await checkout.setTaxAddress({ country: "US", state: "US-CA", zip: "94105" });
  await shopper.waitText("order-summary", /7\.25\s*%/);
  const california = { total: await checkout.total(), tax: await shopper.text("order-tax") };
  await checkout.setTaxAddress({ country: "US", state: "US-NY", zip: "10001" });
  await shopper.waitText("order-summary", /\b4\s*%/);
  expect(amount(await checkout.total())).toBeLessThan(amount(california.total));
  expect(amount(await shopper.text("order-tax"))).toBeLessThan(amount(california.tax));
});

test("a purchase on the Arabic page: right to left, Latin digits in every price, to the success step", async ({ shopper }) => {
  const checkout = new Checkout(shopper);
  await checkout.open("product=vpn&product_period=1y", "/ar");
  expect(await shopper.attribute("html", "dir")).toBe("rtl");
  await checkout.fillTaxAddress();
  const total = await checkout.total();
  expect(total).not.toMatch(ARABIC_INDIC);
  expect(await shopper.text("order-summary")).not.toMatch(ARABIC_INDIC);
  await checkout.buyWithCard(freshEmail(shopper.engine));
  expect(await shopper.text("success-step")).not.toMatch(ARABIC_INDIC);
});

test("the language select moves the page to French and keeps the link's query", async ({ shopper }) => {
  const checkout = new Checkout(shopper);
  await checkout.open("product=vpn&coupon=SAVE20");
  await shopper.select("language-select", "fr");
  await shopper.waitUrl(/\/fr\/payment\/\?product=vpn&coupon=SAVE20$/);
  await shopper.waitAttribute("html", "lang", "fr");
  await shopper.waitText("h1", "NordVPN");
  expect(await shopper.text("h1")).not.toBe("Get NordVPN");
});

/** Presses Tab until `testId` has the focus (the keyboard's only way around a page). */
async function tabTo(page: EnginePage, testId: string) {
  for (let presses = 0; presses < 120; presses += 1) {
    if ((await page.focused()) === testId) return;
    await page.press("Tab");
  }
  throw new Error(`${page.engine}: Tab never reached ${testId}`);
}

test("a purchase with the keyboard alone", async ({ shopper }) => {
  // A Californian shopper: the CDN names the state, the ZIP code is typed.
  await shopper.setGeo("US", "CA");
  const checkout = new Checkout(shopper);
  await checkout.open();
  const typeInto = async (testId: string, text: string) => {
    await tabTo(shopper, testId);
    await shopper.typeKeys(text);
  };
  // The e-mail first, then the card, then the billing address's ZIP code.
  await typeInto("email-input", freshEmail(shopper.engine));
  if (await shopper.visible("card-name-input")) await typeInto("card-name-input", "Test Shopper");
  await typeInto("card-number-input", "4242424242424242");
  if (await shopper.visible("card-expiry-date-input")) await typeInto("card-expiry-date-input", "1230");
  else {
    await typeInto("card-expiry-month-input", "12");
    await typeInto("card-expiry-year-input", "30");
  }
  await typeInto("card-cvv-input", "737");
  if (await shopper.visible("postal-code-input")) await typeInto("postal-code-input", "94105");
  await typeInto("zip-code-input", "94105");
  await tabTo(shopper, "submit-payment-button");
  await shopper.press("Enter");
  await checkout.expectSuccess();
});
