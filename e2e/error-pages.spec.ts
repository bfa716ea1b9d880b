import { expect, test } from "./fixtures";

// An error page leads somewhere useful, never back to itself.
test.describe("error pages lead somewhere", () => {
  test("Try again on /error/ returns to the step that failed", async ({ page }) => {
    const failed = "/payment/?product=pass&product_period=1y";
    await page.goto(`/error/?from=${encodeURIComponent(failed)}`);
    await expect(page.getByTestId("error-generic")).toBeVisible();
    await page.getByRole("link", { name: "Try again" }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === failed);
    await expect(page.getByTestId("payment-step")).toBeVisible();
    await expect(page.getByTestId("cart-item-title")).toContainText("NordPass");
  });

  test("Try again never leaves this checkout, whatever from says", async ({ page }) => {
    for (const from of ["https://evil.example/payment/", "//evil.example/", "/error/", "javascript:alert(1)"]) {
      await page.goto(`/error/?from=${encodeURIComponent(from)}`);
      await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/");
    }
    await page.getByRole("link", { name: "Try again" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByTestId("product-vpn")).toBeVisible();
  });

  test.describe("the 404", () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test("Let's Go opens this checkout for the product in context, with a link to the provider's site", async ({ page }) => {
      const response = await page.goto("/de/nope/?product=pass");
      expect(response?.status()).toBe(404);
      // The provider's site in the page's language where it has one.
      await expect(page.getByTestId("error-site-link")).toHaveAttribute("href", "https://nordpass.com/de/");
      await page.getByTestId("error-home-link").click();
      await page.waitForURL((url) => url.pathname === "/de/payment/" && url.search === "?product=pass");
      await expect(page.getByTestId("payment-step")).toBeVisible();
      await expect(page.getByTestId("cart-item-title")).toContainText("NordPass");
    });
  });
});
