import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { orderStatus, processingAnswers } from "./support/api";

// A payment that comes back declined or cancelled keeps the shopper's cart.

interface Chosen {
  plan: string;
  crossSell?: string;
  titles: RegExp[];
  currencySign: string;
}

/** What the shopper sees of the cart: the plan and cross-sell ticked, the titles, the currency, the coupon, the e-mail. */
async function expectCart(page: Page, payment: PaymentPage, chosen: Chosen, email: string) {
  await expect(page.getByTestId(`plan-${chosen.plan}`).getByRole("radio")).toBeChecked();
  if (chosen.crossSell) await expect(page.getByTestId(`cross-sell-${chosen.crossSell}`).getByRole("checkbox")).toBeChecked();
  const titles = page.getByTestId("order-summary").getByTestId("cart-item-title");
  await expect(titles).toHaveCount(chosen.titles.length);
  for (const [index, title] of chosen.titles.entries()) await expect(titles.nth(index)).toHaveText(title);
  await expect(page.getByTestId("order-total")).toContainText(chosen.currencySign);
  await expect(page.getByTestId("coupon-applied-message")).toContainText("SAVE20");
  await expect(payment.email()).toHaveValue(email);
}

/** Declines on the sandbox's page; back on /payment/ the message is in view and the cart is as chosen. */
async function declineAndComeBack(page: Page, payment: PaymentPage, chosen: Chosen, email: string, method: "paypal" | "card") {
  await page.getByTestId("sandbox-decline").click();
  await page.waitForURL(/\/payment\/\?/);
  await expect(payment.errorAlert()).toBeInViewport();
  if (method === "paypal") await payment.expectBackFrom("paypal", "PayPal", "not approved");
  else await payment.expectCardAgain();
  await expectCart(page, payment, chosen, email);
  expect(page.url()).not.toContain(email.split("@")[0]!);
}

/** Pays the restored cart with a good card: the success step shows that plan's amount, one paid order. */
async function payAgainWithGoodCard(page: Page, payment: PaymentPage, carts: string[]) {
  await expect(page.getByTestId("order-total")).toHaveAttribute("data-loading", "false");
  const total = (await page.getByTestId("order-total").textContent())!.trim();
  await payment.choose("card");
  await payment.fillCard({ number: "4242424242424242" });
  await payment.pay();
  await expect(page.getByTestId("success-step")).toBeVisible();
  await expect(page.getByTestId("success-total")).toHaveText(total);
  expect(carts).toHaveLength(2);
  expect(carts[1]).toBe(carts[0]);
}

test("PayPal cancelled on the approval page: back on /payment/ with VPN Plus, its cross-sell, BRL, coupon and e-mail", async ({ page }) => {
  const carts = processingAnswers(page);
  const payment = new PaymentPage(page);
  await payment.goto("product=vpn&product_period=1y&currency=BRL&coupon=SAVE20");
  await page.getByTestId("period-2y").click();
  await page.getByTestId("plan-vpn-plus-2y").click();
  await page.getByTestId("cross-sell-locker-xs-2y").click();
  const chosen: Chosen = { plan: "vpn-plus-2y", crossSell: "locker-xs-2y", titles: [/NordVPN Plus/, /NordLocker/], currencySign: "R$" };
  await payment.fillTaxZip();
  await payment.fillEmail("plus-buyer@example.com");
  await expectCart(page, payment, chosen, "plus-buyer@example.com");
  await payment.choose("paypal");
  await payment.pay();
  await declineAndComeBack(page, payment, chosen, "plus-buyer@example.com", "paypal");

  await payAgainWithGoodCard(page, payment, carts);
  expect(await orderStatus(carts[0]!)).toBe("paid");
});

test("3-D Secure declined: back on /payment/ with NordPass Family in euros, coupon and e-mail", async ({ page }) => {
  const carts = processingAnswers(page);
  const payment = new PaymentPage(page);
  await payment.goto("product=pass&product_period=1y&currency=EUR&coupon=SAVE20");
  await page.getByTestId("filter-subgroup-family").click();
  const chosen: Chosen = { plan: "pass-family-1y", titles: [/NordPass Family/], currencySign: "€" };
  await payment.fillTaxZip();
  await payment.fillEmail("family-buyer@example.com");
  await expectCart(page, payment, chosen, "family-buyer@example.com");
  await payment.fillCard({ number: "4000000000003220" });
  await payment.pay();
  await declineAndComeBack(page, payment, chosen, "family-buyer@example.com", "card");

  await payAgainWithGoodCard(page, payment, carts);
  expect(await orderStatus(carts[0]!)).toBe("paid");
});
