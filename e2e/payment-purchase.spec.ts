import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage, type TestCard } from "./pages/payment-page";
import { freshEmail, orderStatus, processingAnswers, readOrder, settlePending } from "./support/api";
import { CardLeakGuard } from "./support/card-leak-guard";

// Purchases against the sandbox through the assembled /payment/ page, one per kind of outcome.

const SECRETS = (card: TestCard) => [card.number, card.cvv ?? "737"];

async function startAnonymous(page: Page, query?: string, email = freshEmail()) {
  const payment = new PaymentPage(page);
  await payment.goto(query);
  await payment.fillTaxZip();
  await payment.fillEmail(email);
  return payment;
}

test.describe("paying by card", () => {
  for (const number of ["4242424242424242", "5555555555554444"]) {
    test(`${number} is paid at once`, async ({ page, baseURL }) => {
      const guard = new CardLeakGuard(page, new URL(baseURL!).origin);
      const carts = processingAnswers(page);
      const email = freshEmail();
      const payment = await startAnonymous(page, undefined, email);
      await payment.choose("card");
      const card = { number };
      await payment.fillCard(card);
      await payment.pay();
      await expect(page.getByTestId("success-step")).toBeVisible();
      await expect(page.getByTestId("success-email")).toContainText(email);
      expect(await orderStatus(carts[0]!)).toBe("paid");
      expect(await guard.leaks(SECRETS(card))).toEqual([]);
    });
  }

  // The form and the gateway share one set of card rules, so a number the form accepts
  // is never refused after tokenizing. A 13-digit VISA is valid and no special test card.
  test("a 13-digit VISA, 4222 2222 2222 2, is paid at once", async ({ page, baseURL }) => {
    const guard = new CardLeakGuard(page, new URL(baseURL!).origin);
    const carts = processingAnswers(page);
    const payment = await startAnonymous(page);
    await payment.choose("card");
    await payment.fillCard({ number: "4222 2222 2222 2", expiry: "12/30", cvv: "123" });
    await expect(payment.field("card-number-input")).toHaveValue("4222 2222 2222 2");
    await payment.pay();
    await expect(page.getByTestId("success-step")).toBeVisible();
    const order = await readOrder(page.request, baseURL!, carts[0]!);
    expect(order).toMatchObject({ status: "paid", payment: { status: "succeeded", brand: "VISA", last4: "2222" } });
    expect(await guard.leaks(["4222222222222", "123"])).toEqual([]);
  });

  test("a NOK purchase shows the amount charged, øre included, in the summary and on the success step", async ({ page }) => {
    const carts = processingAnswers(page);
    const payment = await startAnonymous(page, "product=vpn&product_period=1y&currency=NOK");
    const total = page.getByTestId("order-total");
    await expect(total).toHaveAttribute("data-loading", "false");
    const summaryTotal = (await total.textContent())!.trim();
    // The total due is charged to the øre, so it is never shown in whole kroner.
    expect(summaryTotal).toMatch(/\d[.,]\d{2}$/);
    await payment.choose("card");
    await payment.fillCard({ number: "4242424242424242" });
    await payment.pay();
    await expect(page.getByTestId("success-step")).toBeVisible();
    await expect(page.getByTestId("success-total")).toHaveText(summaryTotal);
    expect(await orderStatus(carts[0]!)).toBe("paid");
  });

  test("a decline keeps the form filled; a retry with another card pays the same cart once", async ({ page, baseURL }) => {
    const guard = new CardLeakGuard(page, new URL(baseURL!).origin);
    const carts = processingAnswers(page);
    const email = freshEmail();
    const payment = await startAnonymous(page, undefined, email);
    await payment.fillCard({ number: "4000000000000002" });
    await payment.pay();
    await payment.expectDeclined();
    await expect(payment.field("card-number-input")).toHaveValue("4000 0000 0000 0002");
    await expect(payment.email()).toHaveValue(email);
    await payment.field("card-number-input").fill("4242424242424242");
    await payment.pay();
    await expect(page.getByTestId("success-step")).toBeVisible();
    expect(carts).toHaveLength(2);
    expect(carts[1]).toBe(carts[0]);
    expect(await orderStatus(carts[0]!)).toBe("paid");
    expect(await guard.leaks(["4000000000000002", "4242424242424242", "737"])).toEqual([]);
  });

  test("a processing failure says so in words", async ({ page }) => {
    const payment = await startAnonymous(page);
    await payment.fillCard({ number: "4000000000000119" });
    await payment.pay();
    await payment.expectGenericFailure();
  });

  test("3-D Secure approved, with a reload on /processing/, makes one paid order", async ({ page }) => {
    const carts = processingAnswers(page);
    const payment = await startAnonymous(page);
    await payment.fillCard({ number: "4000000000003220" });
    await payment.pay();
    await page.getByTestId("sandbox-approve").click();
    await page.waitForURL(/\/(processing|success)\//);
    await page.reload();
    await expect(page.getByTestId("success-step")).toBeVisible();
    expect(carts).toHaveLength(1);
    expect(await orderStatus(carts[0]!)).toBe("paid");
  });

  test("a reload while the payment is on its way brings the form at once and finishes that one payment, with no move", async ({ page }) => {
    const carts = processingAnswers(page);
    const payment = await startAnonymous(page);
    await payment.fillCard({ number: "4242424242424242" });
    // The payment's request never gets an answer: the shopper reloads while it is under way.
    let sent = 0;
    const unanswered = () => {
      sent += 1;
    };
    await page.route("**/api/processing/pre/", unanswered);
    await payment.pay();
    await expect.poll(() => sent).toBe(1);
    await page.unroute("**/api/processing/pre/", unanswered);
    // At the top of the page the form is a screen away: only the open payment can bring it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await expect(page.getByTestId("success-step")).toBeVisible();
    expect(carts).toHaveLength(1);
    expect(await orderStatus(carts[0]!)).toBe("paid");
  });

  test("3-D Secure declined returns to the payment step with the declined message", async ({ page }) => {
    const payment = await startAnonymous(page);
    await payment.fillCard({ number: "4000000000003220" });
    await payment.pay();
    await page.getByTestId("sandbox-decline").click();
    await page.waitForURL(/\/payment\/\?/);
    await payment.expectCardAgain();
  });

  test("a pending card goes through /pending/ to success once paid", async ({ page }) => {
    test.setTimeout(45_000);
    const carts = processingAnswers(page);
    const payment = await startAnonymous(page);
    await payment.fillCard({ number: "4000000000000077" });
    await payment.pay();
    await expect(page.getByTestId("pending-step")).toBeVisible();
    await settlePending(carts[0]!);
    await expect(page.getByTestId("success-step")).toBeVisible({ timeout: 25_000 });
    expect(await orderStatus(carts[0]!)).toBe("paid");
  });

  // The charges of every timing (tabs, retries, lost answers) are counted against the sandbox in
  // src/server/checkout-cart/one-charge.test.ts; here the page's own clicks.
  for (const [clicks, submit] of [
    ["a double click on pay", (payment: PaymentPage) => payment.payButton().dblclick()],
    ["five quick clicks on pay", (payment: PaymentPage) => payment.payButton().click({ clickCount: 5, delay: 20 })],
    [
      "Enter in the CVV field and a click on pay together",
      async (payment: PaymentPage) => {
        // The click lands while Enter's submit is under way: no waiting for Pay to be enabled again.
        await payment.page.getByTestId("card-cvv-input").focus();
        await Promise.all([payment.page.keyboard.press("Enter"), payment.payButton().click({ force: true })]);
      },
    ],
  ] as const) {
    test(`${clicks} sends one payment`, async ({ page }) => {
      const carts = processingAnswers(page);
      let posts = 0;
      page.on("request", (request) => {
        if (request.url().includes("/api/processing/pre/")) posts += 1;
      });
      const payment = await startAnonymous(page);
      await payment.fillCard({ number: "4242424242424242" });
      await submit(payment);
      await expect(page.getByTestId("success-step")).toBeVisible();
      expect(posts).toBe(1);
      expect(carts).toHaveLength(1);
    });
  }

  test("every message of the empty form shows on submit, tied to its field", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto();
    await payment.pay();
    await expect(page.getByText("Email cannot be empty")).toBeVisible();
    await expect(page.getByText("Card number cannot be empty")).toBeVisible();
    await expect(page.getByText("Expiration date cannot be empty")).toBeVisible();
    await expect(page.getByText("CVV/CVC cannot be empty")).toBeVisible();
    // A US card asks for no name: the processor does not need one.
    await expect(page.getByText("Full name cannot be empty")).toHaveCount(0);
    const number = payment.field("card-number-input");
    await expect(number).toHaveAttribute("aria-invalid", "true");
    const describedBy = await number.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Card number cannot be empty");
    await number.fill("4242424242424241");
    await number.blur();
    await expect(page.getByText("Card number is not valid")).toBeVisible();
  });

  test.describe(() => {
    // The refusal is a 400, which the browser itself logs.
    test.use({ expectedConsoleErrors: [/status of 400 .*\/api\/processing\/pre\//] });

    test("a blocked e-mail domain is refused by the server with its message", async ({ page }) => {
      const payment = await startAnonymous(page);
      await payment.fillEmail("someone@mailinator.com");
      await payment.fillCard({ number: "4242424242424242" });
      await payment.pay();
      await expect(page.getByText("Invalid email. Try again with another email address.")).toBeVisible();
    });
  });
});

test.describe("redirect providers", () => {
  for (const decision of ["approve", "decline"] as const) {
    test(`PayPal ${decision}`, async ({ page }) => {
      const carts = processingAnswers(page);
      const payment = await startAnonymous(page);
      await payment.choose("paypal");
      await payment.pay();
      await page.getByTestId(`sandbox-${decision}`).click();
      if (decision === "approve") await expect(page.getByTestId("success-step")).toBeVisible();
      else await payment.expectBackFrom("paypal", "PayPal", "not approved");
      expect(await orderStatus(carts[0]!)).toBe(decision === "approve" ? "paid" : "error");
    });
  }

  test.describe("in the Netherlands", () => {
    test.use({ extraHTTPHeaders: { "cf-ipcountry": "NL" } });

    test("iDEAL", async ({ page }) => {
      const carts = processingAnswers(page);
      const payment = new PaymentPage(page);
      await payment.goto("product=vpn&product_period=1y&payment_provider=ideal");
      await expect(payment.provider("ideal").getByRole("radio")).toBeChecked();
      await payment.fillEmail(freshEmail());
      await payment.pay();
      await page.getByTestId("sandbox-approve").click();
      await expect(page.getByTestId("success-step")).toBeVisible();
      expect(await orderStatus(carts[0]!)).toBe("paid");
    });
  });
});

test("the logged-in shopper pays with the saved card in one click, taxed at the address it was saved with", async ({ page }) => {
  const carts = processingAnswers(page);
  const payment = new PaymentPage(page);
  await page.goto("/payment/?product=vpn&product_period=1y&trusted_pass_token=tpt_shopper");
  await payment.reach();
  await expect(payment.oneClickProviders()).toBeVisible();
  await expect(payment.provider("card", "one-click")).toContainText("4242");
  await expect(payment.provider("card", "one-click").getByRole("radio")).toBeChecked();
  await expect(payment.email()).toHaveValue("shopper@example.com");
  await expect(payment.email()).toHaveAttribute("readonly", "");
  // The card was saved in San Francisco: no address is asked, and California's tax is in the total.
  await expect(page.getByTestId("country-select")).toHaveCount(0);
  await expect(page.getByTestId("zip-code-input")).toHaveCount(0);
  await expect(page.getByTestId("state-select")).toHaveCount(0);
  await expect(payment.oneClickProviders()).toContainText("Tax is calculated from the billing address saved with this card.");
  await expect(page.getByTestId("order-summary")).toContainText("Sales tax (7.25%)");
  await payment.pay();
  await expect(page.getByTestId("success-step")).toBeVisible();
  expect(await orderStatus(carts[0]!)).toBe("paid");

  // A new card is paid with an address of the shopper's own, asked for again.
  await page.goto("/payment/?product=vpn&product_period=1y");
  await payment.choose("card");
  await expect(page.getByTestId("zip-code-input")).toBeVisible();
});
