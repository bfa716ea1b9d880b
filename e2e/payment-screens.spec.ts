import { expect, test } from "./fixtures";
import { createOrder, freshEmail, GATEWAY_URL, orderStatus, settlePending, testKey } from "./support/api";

// The paying BFF routes and the screens after the payment step, seeded through the API, so they
// run without the payment page's form (payment-purchase.spec.ts drives that).

test.describe("payment BFF", () => {
  test("lists the regular providers of a country in the API's order and validates the query", async ({ request, baseURL }) => {
    const nl = await request.get(`${baseURL}/api/payments/providers/regular/?country=NL&currency=EUR&plan=vpn-plus-1y`);
    expect(nl.status()).toBe(200);
    const { providers } = (await nl.json()) as { providers: { identifier: string }[] };
    expect(providers.map((provider) => provider.identifier).slice(0, 3)).toEqual(["card", "ideal", "paypal"]);

    const bad = await request.get(`${baseURL}/api/payments/providers/regular/?country=ZZ&currency=USD`);
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ field: "country", slug: "invalid" }] });
    expect((await request.get(`${baseURL}/api/payments/providers/saved/?country=US&currency=USD`)).status()).toBe(404);
    const oneClick = await request.get(`${baseURL}/api/payments/providers/one-click/?country=US&currency=USD&plan=vpn-plus-1y`);
    expect(await oneClick.json()).toEqual({ providers: [] });
  });

  test("processing replays one answer per Idempotency-Key and refuses card data, foreign origins and missing keys", async ({
    request,
    baseURL,
  }) => {
    const key = testKey("double");
    const first = await createOrder(request, baseURL!, { card: "4242424242424242", key });
    expect(first).toMatchObject({ order_status: "paid", action: { type: "done" } });

    const body = { plans: ["vpn-plus-1y"], currency: "USD", country: "US", provider: "card" };
    const withCard = await request.post(`${baseURL}/api/processing/pre/`, {
      headers: { origin: baseURL!, "idempotency-key": testKey() },
      data: { ...body, number: "4242424242424242", cvv: "737" },
    });
    expect(withCard.status()).toBe(400);
    const foreign = await request.post(`${baseURL}/api/processing/pre/`, {
      headers: { origin: "https://evil.example", "idempotency-key": testKey() },
      data: body,
    });
    expect(foreign.status()).toBe(403);
    const keyless = await request.post(`${baseURL}/api/processing/pre/`, { headers: { origin: baseURL! }, data: body });
    expect(await keyless.json()).toMatchObject({ errors: [{ field: "idempotency_key", slug: "cannot-be-empty" }] });
  });

  test("a double submit with one key makes one order", async ({ request, baseURL }) => {
    const key = testKey("same");
    const token = await request.post(`${GATEWAY_URL}/v1/tokens`, {
      data: { number: "5555555555554444", exp_month: "12", exp_year: "30", cvv: "737" },
    });
    const card_token = ((await token.json()) as { token: string }).token;
    const email = freshEmail("e2e");
    const send = () =>
      request.post(`${baseURL}/api/processing/pre/`, {
        headers: { origin: baseURL!, "idempotency-key": key },
        data: {
          plans: ["vpn-plus-1y"],
          currency: "USD",
          country: "US",
          state: "US-CA",
          zip: "94105",
          email,
          provider: "card",
          card_token,
          fields: { postal_code: "94105" },
        },
      });
    const answers = await Promise.all([send(), send()]);
    const carts = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { cart_id: string }).cart_id));
    expect(new Set(carts).size).toBe(1);
  });
});

test.describe("returning from a provider", () => {
  test("approve: callback → processing → success with the order, once-only conversion and a clean address", async ({ page, baseURL }) => {
    const email = freshEmail("e2e");
    // The browser that pays is the one that made the order (its purchase cookie): only it sees the e-mail.
    const order = await createOrder(page.request, baseURL!, { provider: "paypal", email });
    expect(order.action.type).toBe("redirect");
    await page.goto(order.action.url!);
    await page.getByTestId("sandbox-approve").click();
    await expect(page.getByTestId("success-step")).toBeVisible();
    await expect(page.getByTestId("success-email")).toContainText(email);
    await expect(page.getByTestId("success-product")).toContainText("NordVPN Plus");
    await expect(page.getByTestId("open-app-link")).toHaveAttribute("href", "nordvpn://open");
    expect(new URL(page.url()).searchParams.has("cart_id")).toBe(false);
    const conversions = () =>
      page.evaluate(() => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((e) => e.event === "conversion").length);
    await expect.poll(conversions).toBe(1);
    await page.reload();
    await expect(page.getByTestId("success-email")).toBeVisible();
    expect(await conversions()).toBe(0);
    expect(await orderStatus(order.cart_id)).toBe("paid");
  });

  test("decline: back on the payment step with the error and the cart", async ({ page, baseURL }) => {
    const order = await createOrder(page.request, baseURL!, { provider: "paypal" });
    await page.goto(order.action.url!);
    await page.getByTestId("sandbox-decline").click();
    await page.waitForURL(/\/payment\/\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("error")).toBe("declined");
    expect(url.searchParams.get("cart_id")).toBe(order.cart_id);
    expect(url.searchParams.has("hide_error")).toBe(false);
    expect(await orderStatus(order.cart_id)).toBe("error");
  });

  test("a pending card: processing → pending → success once paid, and a reload polls without paying again", async ({
    page,

    baseURL,
  }) => {
    test.setTimeout(45_000);
    const order = await createOrder(page.request, baseURL!, { card: "4000000000000077" });
    expect(order).toMatchObject({ order_status: "pending", action: { type: "done" } });
    await page.goto(`/processing/?cart_id=${order.cart_id}`);
    await expect(page.getByTestId("pending-step")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("pending-step")).toBeVisible();
    await settlePending(order.cart_id);
    await expect(page.getByTestId("success-step")).toBeVisible({ timeout: 25_000 });
    expect(await orderStatus(order.cart_id)).toBe("paid");
  });

  test("the callback keeps the shopper's language and survives a bad payment id", async ({ request, baseURL }) => {
    const order = await createOrder(request, baseURL!, { card: "4242424242424242" });
    const back = await request.get(`${baseURL}/api/callback/?cart_id=${order.cart_id}&lang=de`, { maxRedirects: 0 });
    expect(back.status()).toBe(303);
    expect(back.headers().location).toBe(`/de/processing/?cart_id=${order.cart_id}`);
    const unknown = await request.get(`${baseURL}/api/callback/?payment_id=pay_unknown`, { maxRedirects: 0 });
    expect(unknown.headers().location).toBe("/payment/?error=processing_failed");
  });

  test("the iframe return page tells only this origin's parent which cart to poll", async ({ request, baseURL }) => {
    const order = await createOrder(request, baseURL!, { card: "4242424242424242" });
    const page = await request.get(`${baseURL}/api/processing/iframe/?cart_id=${order.cart_id}`);
    expect(page.status()).toBe(200);
    expect(page.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(await page.text()).toContain(`"cart_id":"${order.cart_id}"`);
  });
});
