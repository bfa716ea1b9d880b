import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail, logIn } from "./support/api";
import { CardLeakGuard } from "./support/card-leak-guard";

// The helpers other specs lean on, checked against the real app: if one stopped doing what it says,
// the specs using it would pass or fail for the wrong reason.

test("a context logged in through /login/ without a page is that shopper on the checkout", async ({ context, page, baseURL }) => {
  expect(await logIn(context, baseURL!, "tpt_shopper")).toBe("shopper@example.com");
  await page.goto("/payment/?product=vpn");
  await new AccountArea(page).expectLoggedInAs("shopper@example.com");
});

test("the card-leak guard learns the card the browser sent the gateway, and finds it where it leaks", async ({ browser, baseURL }) => {
  // A context of its own: the leak this test makes on purpose must not trip the suite's guard.
  const context = await browser.newContext({ baseURL });
  const guard = new CardLeakGuard(context, new URL(baseURL!).origin);
  const page = await context.newPage();
  const payment = new PaymentPage(page);
  await payment.goto();
  await payment.buyWithCard(freshEmail());
  expect(guard.cardsSent()).toEqual(["4242424242424242", "737"]);
  expect(await guard.leaks(guard.cardsSent())).toEqual([]);
  await page.evaluate(() => console.log("card 4242 4242 4242 4242, cvv 737"));
  expect(await guard.leaks(guard.cardsSent())).toEqual(["console: 4242424242424242", "console: 737"]);
  await context.close();
});
