import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { createOrder, freshEmail, orderStatus, processingAnswers } from "./support/api";

// A cart and its order belong to the browser that made them (its httpOnly
// purchase cookie) or to their logged-in owner. Another browser on the same machine knows the
// cart id (it travels in addresses and logs) and tries everything with it.

async function strangerPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.describe("another browser and a shopper's order", () => {
  // Two browsers and a purchase each: more than one test's usual time on a shared machine.
  test.slow();

  test("cannot read the order, not even how it stands: the order is unknown to it", async ({ page, browser, baseURL }) => {
    const email = freshEmail("owner");
    const order = await createOrder(page.request, baseURL!, { card: "4242424242424242", email });
    const own = await (await page.request.get(`${baseURL}/api/orders/${order.cart_id}/`)).json();
    expect(own).toMatchObject({ status: "paid", email, state: "US-CA", payment: { brand: "VISA", last4: "4242" } });

    const stranger = await strangerPage(browser);
    try {
      // The answer of a cart that does not exist: nothing tells paid, declined or pending apart.
      const answer = await stranger.page.request.get(`${baseURL}/api/orders/${order.cart_id}/`);
      expect(answer.status()).toBe(404);
      const unknown = await stranger.page.request.get(`${baseURL}/api/orders/cart_no_such_cart/`);
      expect(unknown.status()).toBe(404);
      expect(await answer.json()).toEqual(await unknown.json());
      // The stranger's waiting and success steps for that cart show no order at all.
      await stranger.page.goto(`/processing/?cart_id=${order.cart_id}`);
      await expect(stranger.page.getByRole("link", { name: "Back to payment" })).toBeVisible({ timeout: 30_000 });
      await stranger.page.goto(`/success/?cart_id=${order.cart_id}`);
      await expect(stranger.page.getByTestId("success-no-order")).toContainText("We couldn't find an order", { timeout: 30_000 });
      await expect(stranger.page.locator("body")).not.toContainText(email);
    } finally {
      await stranger.context.close();
    }
  });

  test("cannot pay or retry the shopper's declined cart: its payment makes a cart of its own", async ({ page, browser, baseURL }) => {
    const declined = await createOrder(page.request, baseURL!, { card: "4000000000000002" });
    expect(declined.order_status).toBe("error");

    const stranger = await strangerPage(browser);
    try {
      const carts = processingAnswers(stranger.page);
      const payment = new PaymentPage(stranger.page);
      await payment.goto(`product=vpn&product_period=1y&cart_id=${declined.cart_id}`);
      await payment.fillTaxZip();
      await payment.fillEmail(freshEmail("stranger"));
      await payment.choose("card");
      await payment.fillCard({ number: "4242424242424242" });
      await payment.pay();
      await expect(stranger.page.getByTestId("success-step")).toBeVisible({ timeout: 30_000 });
      expect(carts).toHaveLength(1);
      expect(carts[0]).not.toBe(declined.cart_id);
    } finally {
      await stranger.context.close();
    }
    // The shopper's own cart is as it was, and still theirs to pay again.
    expect(await orderStatus(declined.cart_id)).toBe("error");
  });

  test("cannot cancel the shopper's PayPal payment with a callback that carries no proof from PayPal", async ({
    page,
    browser,
    baseURL,
  }) => {
    const started = await createOrder(page.request, baseURL!, { provider: "paypal" });
    expect(started.action.type).toBe("redirect");

    const stranger = await strangerPage(browser);
    try {
      await stranger.page.goto(`/api/callback/?cart_id=${started.cart_id}`);
      await expect(stranger.page).toHaveURL(/\/processing\/\?cart_id=/);
      await stranger.page.goto(`/api/callback/?cart_id=${started.cart_id}&signature=forged`);
    } finally {
      await stranger.context.close();
    }
    expect(await orderStatus(started.cart_id)).toBe("new");

    // PayPal's own signed return (the shopper approves on its page) still goes through.
    await page.goto(started.action.url!);
    await page.getByTestId("sandbox-approve").click();
    await expect(page.getByTestId("success-step")).toBeVisible({ timeout: 30_000 });
    expect(await orderStatus(started.cart_id)).toBe("paid");
  });

  test("a captured pay request sent again hands out no owner secret: the answer comes back without a purchase cookie", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The shopper's own request, as proxies, browser logs and HAR files keep it: its key and body.
    let captured: { key: string; body: string } | undefined;
    await page.route("**/api/processing/pre/", async (route) => {
      captured = { key: route.request().headers()["idempotency-key"]!, body: route.request().postData()! };
      await route.continue();
    });
    const payment = new PaymentPage(page);
    await payment.goto();
    await payment.fillTaxZip();
    await payment.fillEmail(freshEmail("replayed"));
    await payment.choose("card");
    await payment.fillCard({ number: "4242424242424242" });
    await payment.pay();
    await expect(page.getByTestId("success-step")).toBeVisible({ timeout: 30_000 });
    const ownCookie = (await page.context().cookies()).find((cookie) => cookie.name === "cart_owner");
    expect(ownCookie, "the paying browser holds its purchase cookie").toBeDefined();

    const stranger = await strangerPage(browser);
    try {
      const replayed = await stranger.page.request.post(`${baseURL}/api/processing/pre/`, {
        headers: { origin: baseURL!, "idempotency-key": captured!.key, "content-type": "application/json" },
        data: captured!.body,
      });
      expect(replayed.status()).toBe(200);
      expect(
        replayed.headersArray().filter(({ name, value }) => name.toLowerCase() === "set-cookie" && value.startsWith("cart_owner=")),
      ).toEqual([]);
      const { cart_id: cartId } = (await replayed.json()) as { cart_id: string };
      // Without the secret the order is unknown to the replaying browser.
      expect((await stranger.page.request.get(`${baseURL}/api/orders/${cartId}/`)).status()).toBe(404);
    } finally {
      await stranger.context.close();
    }
  });
});
