import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail } from "./support/api";

/** The nonce the response's policy names, and the nonces the page's scripts carry. */
async function nonces(page: Page, response: Response | null) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  const named = /'nonce-([^']+)'/.exec(policy)?.[1];
  // The browser hides a nonce attribute once parsed; the property keeps it.
  const carried = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script[nonce]")].map((script) => script.nonce),
  );
  return { named, carried };
}

test("a page sent from the render cache carries its own nonce and is a checkout that sells", async ({ page }) => {
  const address = "/payment/?product=vpn&product_period=1y";
  await page.goto(address);
  // A render shares for a second, with the same props: the page's own first visit sets cookies
  // (attribution) that change them, so the document is rendered once more just before the load.
  let second: Response | null = null;
  let rendered = "";
  await expect(async () => {
    const first = await page.request.get(address);
    rendered = /'nonce-([^']+)'/.exec(first.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    second = await page.goto(address);
    expect(second?.headers()["x-render-cache"]).toBe("hit");
  }).toPass({ timeout: 30_000 });
  const { named, carried } = await nonces(page, second);
  expect(named).toBeTruthy();
  expect(named).not.toBe(rendered);
  // The Turbopack bootstrap, __NEXT_DATA__, the loader and the scripts it adds with its nonce.
  expect(carried.length).toBeGreaterThan(5);
  expect(new Set(carried)).toEqual(new Set([named]));
  // Every script ran (the fixture fails the test on a CSP refusal): the page hydrates and sells.
  const checkout = new PaymentPage(page);
  await new PaymentPage(page).reach();
  await expect(checkout.regularProviders()).toBeVisible();
  await checkout.buyWithCard(freshEmail("cached"));
});

test("a logged-in shopper's page is never shared", async ({ page }) => {
  await page.goto("/payment/?product=vpn&trusted_pass_token=tpt_shopper");
  await page.waitForURL((url) => url.pathname === "/payment/" && url.search === "?product=vpn");
  const payment = new PaymentPage(page);
  await payment.reach();
  await expect(page.getByTestId("email-input")).toHaveValue("shopper@example.com");
  for (let load = 0; load < 2; load++) {
    const response = await page.goto("/payment/?product=vpn");
    expect(response?.headers()["x-render-cache"]).toBeUndefined();
    await payment.reach();
    await expect(page.getByTestId("email-input")).toHaveValue("shopper@example.com");
  }
});
