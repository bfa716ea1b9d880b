import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail, orderStatus, processingAnswers } from "./support/api";

// One purchase, not two. The idempotency key is per attempt; these are two
// attempts by one shopper for one plan, which the checkout API refuses until the shopper confirms.

test.use({ expectedConsoleErrors: [/status of 409 .*\/api\/processing\/pre\//] });

const VISA = { number: "4242424242424242" };

async function fillAndPay(page: Page, email: string) {
  const payment = new PaymentPage(page);
  await payment.fillTaxZip();
  await payment.fillEmail(email);
  await payment.choose("card");
  await payment.fillCard(VISA);
  await payment.pay();
  return payment;
}

async function openPayment(page: Page) {
  const payment = new PaymentPage(page);
  await payment.goto();
  return payment;
}

/** One tab pays; a second tab of the same browser then pays the same plan with the same e-mail. */
async function payInTwoTabs(page: Page, email: string) {
  const second = await page.context().newPage();
  await openPayment(page);
  await openPayment(second);
  await fillAndPay(page, email);
  await expect(page.getByTestId("success-step")).toBeVisible();
  return { second, secondTab: await fillAndPay(second, email) };
}

test("two tabs paying the same plan charge once, and twice only when the shopper confirms", async ({ page, context }) => {
  const email = freshEmail();
  const paid = processingAnswers(context);
  const { second, secondTab } = await payInTwoTabs(page, email);
  // A question, not an error: nothing was charged, the account is the way out, and Pay waits.
  await expect(secondTab.duplicateNotice()).toContainText(/You bought this 1 minute ago\. Nothing was charged this time\./);
  await expect(secondTab.duplicateNotice().getByTestId("duplicate-purchase-order-link")).toBeVisible();
  await expect(secondTab.duplicateNotice().getByTestId("duplicate-purchase-account-link")).toHaveAttribute("href", /^\/dashboard\//);
  await expect(secondTab.payButton()).toBeDisabled();
  await expect(second.getByTestId("success-step")).toBeHidden();
  expect(paid).toHaveLength(1);

  await secondTab.confirmDuplicate();
  await expect(second.getByTestId("success-step")).toBeVisible();
  expect(paid).toHaveLength(2);
  expect(paid[1]).not.toBe(paid[0]);
  for (const cart of paid) expect(await orderStatus(cart)).toBe("paid");
});

// Back from the success step shows the order itself (e2e/success-step.spec.ts); a new checkout
// link for the plan just bought is a fresh cart, which the duplicate guard stands behind.
test("a new checkout for the plan just bought charges once; the notice links to the order", async ({ page }) => {
  const email = freshEmail();
  const paid = processingAnswers(page);
  await openPayment(page);
  await fillAndPay(page, email);
  await expect(page.getByTestId("success-step")).toBeVisible();

  await openPayment(page);
  const payment = await fillAndPay(page, email);
  await expect(payment.duplicateNotice()).toBeVisible();
  expect(paid).toHaveLength(1);
  expect(page.url()).not.toContain("cart_id");

  await payment.openEarlierOrder();
  await expect(page.getByTestId("success-step")).toBeVisible();
  await expect(page.getByTestId("success-email")).toContainText(email);
  expect(paid).toHaveLength(1);
  expect(await orderStatus(paid[0]!)).toBe("paid");
});

test("another browser typing the same e-mail is told when, but gets no link to the order or its id", async ({ page, browser }) => {
  const email = freshEmail();
  await openPayment(page);
  await fillAndPay(page, email);
  await expect(page.getByTestId("success-step")).toBeVisible();

  const stranger = await browser.newContext();
  try {
    const strangerPage = await stranger.newPage();
    const refusals: string[] = [];
    strangerPage.on("response", (response) => {
      if (response.url().includes("/api/processing/pre/") && response.status() === 409)
        void response.text().then((body) => refusals.push(body));
    });
    await openPayment(strangerPage);
    const payment = await fillAndPay(strangerPage, email);
    await expect(payment.duplicateNotice()).toContainText(/You bought this 1 minute ago/);
    await expect(payment.duplicateNotice().getByTestId("duplicate-purchase-order-link")).toHaveCount(0);
    await expect.poll(() => refusals.length).toBe(1);
    expect(refusals[0]).not.toMatch(/cart_id|order_id/);
  } finally {
    await stranger.close();
  }
});

test("choosing another plan after the notice takes the notice and its confirmation away", async ({ page }) => {
  const { second, secondTab } = await payInTwoTabs(page, freshEmail());
  await expect(secondTab.duplicateNotice()).toBeVisible();
  await second.getByTestId("period-2y").click();
  await expect(secondTab.duplicateNotice()).toHaveCount(0);
  await expect(second.getByTestId("duplicate-purchase-confirm-button")).toHaveCount(0);
});

/** The first tab: the e-mail typed and the method chosen, about to pay. */
async function startInFirstTab(page: Page, email: string, provider: string) {
  const first = await openPayment(page);
  await first.fillEmail(email);
  await first.choose(provider);
  return first;
}

/** A second tab of the same browser pays the same plan by card with the same e-mail. */
async function payInSecondTab(page: Page, email: string) {
  const second = await page.context().newPage();
  await openPayment(second);
  return { second, secondTab: await fillAndPay(second, email) };
}

test.describe("while the first payment is not decided", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "GB" } });

  test("PayPal waiting in one tab: the card in the other is asked first, pays once, and approving PayPal then charges nothing", async ({
    page,
    context,
  }) => {
    const email = freshEmail();
    const started = processingAnswers(context);
    const first = await startInFirstTab(page, email, "paypal_in_context");
    const opened = page.waitForEvent("popup");
    await first.pay();
    const popup = await opened;
    await expect(popup.getByTestId("sandbox-approve")).toBeVisible();

    const { second, secondTab } = await payInSecondTab(page, email);
    await expect(secondTab.duplicateNotice()).toHaveText(/Your PayPal payment for this plan is waiting for approval\./);
    await expect(second.getByTestId("duplicate-purchase-order-link")).toHaveCount(0);
    await expect(second.getByTestId("duplicate-purchase-confirm-button")).toHaveText("Cancel it and pay here");
    expect(started).toHaveLength(1);

    await secondTab.confirmDuplicate();
    await expect(second.getByTestId("success-step")).toBeVisible();
    expect(started).toHaveLength(2);

    // The PayPal window was open all along: it now says the payment is closed, and the first tab why.
    await popup.reload();
    await expect(popup.getByTestId("sandbox-payment-closed")).toBeVisible();
    await popup.close();
    await expect(first.errorAlert()).toHaveText(
      "This payment was stopped because you chose to pay for the same plan in another tab or window.",
    );
    expect(await orderStatus(started[0]!)).toBe("canceled");
    expect(await orderStatus(started[1]!)).toBe("paid");
  });

  test("a card the bank is still processing: the other tab is told so, and only confirming buys a second subscription", async ({
    page,
    context,
  }) => {
    const email = freshEmail();
    const started = processingAnswers(context);
    const first = await startInFirstTab(page, email, "card");
    await first.fillCard({ number: "4000000000000077" });
    await first.pay();
    await expect(page.getByTestId("pending-step")).toBeVisible();

    const { second, secondTab } = await payInSecondTab(page, email);
    await expect(secondTab.duplicateNotice()).toHaveText(/Your payment for this plan is still being processed by your bank\./);
    await expect(second.getByTestId("duplicate-purchase-confirm-button")).toHaveText("Yes, buy a second subscription");
    expect(started).toHaveLength(1);
    expect(await orderStatus(started[0]!)).toBe("pending");

    // Confirmed: a second subscription, and the first still goes on at the bank.
    await secondTab.confirmDuplicate();
    await expect(second.getByTestId("success-step")).toBeVisible();
    expect(started).toHaveLength(2);
    expect(await orderStatus(started[0]!)).toBe("pending");
    expect(await orderStatus(started[1]!)).toBe("paid");
  });
});
