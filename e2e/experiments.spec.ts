import { expect, test } from "./fixtures";

// Experiments of CONTRACTS section 2b, forced the way QA does it: with `qa`.

test("a redirect experiment forced with qa lands on its target with locale, query and hash kept, and qa gone", async ({ page }) => {
  const response = await page.goto("/de/?product=pass&qa=home-to-products:b#plans");
  expect(response?.status()).toBe(200);
  const url = new URL(page.url());
  expect(url.pathname).toBe("/de/products/");
  expect(url.search).toBe("?product=pass");
  expect(url.hash).toBe("#plans");
  // The QA session keeps the variant: the home page goes on redirecting, variant a stays home.
  await page.goto("/?product=vpn");
  expect(new URL(page.url()).pathname).toBe("/products/");
  await page.goto("/?qa=home-to-products:a");
  expect(new URL(page.url()).pathname).toBe("/");
  expect(new URL(page.url()).search).toBe("");
});

test("the period-control segment picks the plan period control, for the QA session, until qa=clear", async ({ page, context }) => {
  await page.goto("/payment/?product=vpn&qa=checkout-period-control:dropdown");
  expect(new URL(page.url()).search).toBe("?product=vpn");
  await expect(page.getByTestId("period-select")).toBeVisible();
  await expect(page.getByTestId("period-1y")).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === "experiment")?.value).toBe("checkout-period-control:dropdown");

  await page.reload();
  await expect(page.getByTestId("period-select")).toBeVisible();
  // A flag override in the same session keeps only itself: the variant's flags follow the variant.
  await page.goto("/payment/?product=vpn&ff=coupon:off");
  await expect(page.getByTestId("period-select")).toBeVisible();
  await expect(page.getByTestId("coupon-show-form-button")).toHaveCount(0);

  await page.goto("/payment/?product=vpn&qa=clear");
  await expect(page.getByTestId("period-1y")).toBeVisible();
  await expect(page.getByTestId("period-select")).toHaveCount(0);
});

test("an unknown experiment or variant in qa changes nothing and is still taken out of the address", async ({ page }) => {
  await page.goto("/payment/?product=vpn&qa=nope:b,checkout-period-control:zzz");
  expect(new URL(page.url()).search).toBe("?product=vpn");
  await expect(page.getByTestId("period-1y")).toBeVisible();
});

test("the visitor's experiments ride on the browser's pricing calls", async ({ page }) => {
  await page.goto("/payment/?product=vpn&qa=checkout-period-control:radio");
  const pricing = page.waitForRequest((request) => request.url().includes("/graphql"));
  // Applying a coupon asks the pricing API again, from the browser.
  await page.getByTestId("coupon-show-form-button").click();
  await page.getByTestId("coupon-input").fill("SAVE20");
  await page.getByTestId("coupon-apply-button").click();
  expect((await pricing).headers()["x-experiment"]).toBe("checkout-period-control:radio");
  await expect(page.getByTestId("coupon-applied-message")).toBeVisible();
});

test("the QA panel lists the session's overrides, clears them, and never loads for a shopper", async ({ page }) => {
  await page.goto("/payment/?product=vpn");
  await expect(page.getByTestId("period-1y")).toBeVisible();
  await expect(page.getByTestId("qa-panel")).toHaveCount(0);

  await page.goto("/payment/?product=vpn&qa=checkout-period-control:dropdown&ff=coupon:off");
  const panel = page.getByTestId("qa-panel");
  await expect(panel).toContainText("experiment checkout-period-control");
  await expect(panel).toContainText("dropdown");
  await expect(panel).toContainText("flag coupon");
  await panel.getByTestId("qa-panel-clear").click();
  await expect(page.getByTestId("period-1y")).toBeVisible();
  await expect(page.getByTestId("coupon-show-form-button")).toBeVisible();
  await expect(page.getByTestId("qa-panel")).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has("qa")).toBe(false);
});
