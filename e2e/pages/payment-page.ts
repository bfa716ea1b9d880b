import { expect, type APIRequestContext, type BrowserContext, type FrameLocator, type Locator, type Page } from "@playwright/test";

export interface TestCard {
  number: string;
  /** MM/YY */
  expiry?: string;
  cvv?: string;
  name?: string;
}

/** The payment step's paying part (PaymentSection): e-mail, providers, card form, pay button. */
export class PaymentPage {
  constructor(readonly page: Page) {}

  async goto(query = "product=vpn&product_period=1y") {
    await this.page.goto(`/payment/?${query}`);
    await expect(this.regularProviders()).toBeVisible();
  }

  regularProviders(): Locator {
    return this.page.getByTestId("regular-providers");
  }

  oneClickProviders(): Locator {
    return this.page.getByTestId("one-click-providers");
  }

  provider(identifier: string, list: "regular" | "one-click" = "regular"): Locator {
    const container = list === "regular" ? this.regularProviders() : this.oneClickProviders();
    return container.getByTestId(`payment-provider-${identifier}`);
  }

  email(): Locator {
    return this.page.getByTestId("email-input");
  }

  payButton(): Locator {
    return this.page.getByTestId("submit-payment-button");
  }

  errorAlert(): Locator {
    return this.page.getByTestId("payment-error-alert");
  }

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async fillEmail(email: string) {
    await this.email().fill(email);
  }

  async choose(identifier: string, list: "regular" | "one-click" = "regular") {
    await this.provider(identifier, list).click();
    await expect(this.provider(identifier, list).getByRole("radio")).toBeChecked();
  }

  /** Fills whichever expiry layout the form has, and the billing postal code when it asks for one. */
  async fillCard({ number, expiry = "12/30", cvv = "737", name = "Test Shopper" }: TestCard) {
    await this.field("card-name-input").fill(name);
    await this.field("card-number-input").fill(number);
    const [month, year] = expiry.split("/");
    if (await this.field("card-expiry-date-input").isVisible()) {
      await this.field("card-expiry-date-input").fill(`${month}${year}`);
    } else {
      await this.field("card-expiry-month-input").fill(month ?? "");
      await this.field("card-expiry-year-input").fill(year ?? "");
    }
    await this.field("card-cvv-input").fill(cvv);
    if (await this.field("postal-code-input").isVisible()) await this.field("postal-code-input").fill("94105");
  }

  /**
   * The billing address the US and Canada need: the state or province (none is assumed;
   * California in the US, the first province in Canada, unless the test names one) and, in the
   * US, the ZIP code, which is also the card's postal code.
   */
  async fillTaxZip(zip = "94105", state?: string) {
    const states = this.page.getByTestId("state-select");
    if ((await states.isVisible()) && (await states.inputValue()) === "") {
      const california = (await states.locator('option[value="US-CA"]').count()) > 0;
      await states.selectOption(state ?? (california ? "US-CA" : { index: 1 }));
    }
    const input = this.page.getByTestId("zip-code-input");
    if (await input.isVisible()) await input.fill(zip);
  }

  async pay() {
    await this.payButton().click();
  }

  /** A guest's card purchase from the open payment page, to the success step: the common path. */
  async buyWithCard(email: string, number = "4242424242424242") {
    await this.fillTaxZip();
    await this.fillEmail(email);
    await this.choose("card");
    await this.fillCard({ number });
    await this.pay();
    // The payment, the order's status and the receipt's own chunk: give a busy machine time.
    await expect(this.page.getByTestId("success-total")).toBeVisible({ timeout: 20_000 });
  }

  duplicateNotice(): Locator {
    return this.page.getByTestId("duplicate-purchase-notice");
  }

  /** "You bought this N minutes ago" was shown; the shopper really wants a second subscription. */
  async confirmDuplicate() {
    await this.page.getByTestId("duplicate-purchase-confirm-button").click();
  }

  async openEarlierOrder() {
    await this.page.getByTestId("duplicate-purchase-order-link").click();
  }

  async expectDeclined() {
    await expect(this.errorAlert()).toHaveText(/The transaction has been declined/);
  }

  /** Decides on the sandbox provider's page, wherever it is: this page, a popup or a frame. */
  static async decideAtProvider(where: Page | FrameLocator, decision: "approve" | "decline" = "approve") {
    await where.getByTestId(`sandbox-${decision}`).click();
  }

  async expectGenericFailure() {
    await expect(this.errorAlert()).toHaveText("Something went wrong. Try again.");
  }
}


/**
 * The cart ids /api/processing/pre/ answered with (2xx only), in order, for one page or every
 * page of a context. Read in a route handler, since a redirect action navigates away before a
 * response listener could read the body.
 */
export function processingAnswers(target: Page | BrowserContext): string[] {
  const carts: string[] = [];
  void target.route("**/api/processing/pre/", async (route) => {
    const response = await route.fetch();
    if (response.ok()) carts.push(((await response.json()) as { cart_id: string }).cart_id);
    await route.fulfill({ response });
  });
  return carts;
}

/** The sandbox the e2e app runs against (playwright.config.ts): its gateway and checkout API. */
export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT || 4100}`;
export const GATEWAY_URL = `${SANDBOX_URL}/gateway`;

export interface ProcessingAnswer {
  cart_id: string;
  order_status: string;
  action: { type: string; url?: string; code?: string };
}

let counter = 0;
export function testKey(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}_${Date.now()}_${process.pid}_${counter}`;
}

/**
 * A shopper's e-mail no other test uses: the sandbox refuses the same shopper paying the same plan
 * twice within 30 minutes (issue 10), and the e2e tests share one sandbox.
 */
export function freshEmail(prefix = "buyer"): string {
  return `${prefix}-${testKey()}@example.com`;
}

/** The selection and address of a US card payment, as the payment form posts it (the e-mail and card token apart). */
export const US_CARD_PAYMENT = {
  plans: ["vpn-plus-1y"],
  currency: "USD",
  country: "US",
  state: "US-CA",
  zip: "94105",
  provider: "card",
  fields: { postal_code: "94105" },
};

/** Seeds a paid, pending or redirect order the way the browser would: tokenize, then the app's BFF. */
export async function createOrder(
  request: APIRequestContext,
  baseURL: string,
  { card, provider = "card", key = testKey(), email = freshEmail("e2e") }: { card?: string; provider?: string; key?: string; email?: string },
): Promise<ProcessingAnswer> {
  let card_token: string | undefined;
  if (card) {
    const tokenized = await request.post(`${GATEWAY_URL}/v1/tokens`, {
      data: { number: card, exp_month: "12", exp_year: "30", cvv: "737" },
    });
    expect(tokenized.status()).toBe(201);
    card_token = ((await tokenized.json()) as { token: string }).token;
  }
  const response = await request.post(`${baseURL}/api/processing/pre/`, {
    headers: { origin: baseURL, "idempotency-key": key },
    data: {
      ...US_CARD_PAYMENT,
      fields: undefined,
      email,
      provider,
      ...(card_token ? { card_token, fields: US_CARD_PAYMENT.fields } : {}),
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProcessingAnswer;
}

export interface OrderAnswer {
  status: string;
  provider: string;
  payment: { status: string; brand: string | null; last4: string | null };
}

export async function readOrder(request: APIRequestContext, baseURL: string, cartId: string): Promise<OrderAnswer> {
  const response = await request.get(`${baseURL}/api/orders/${cartId}/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OrderAnswer;
}

export async function orderStatus(request: APIRequestContext, baseURL: string, cartId: string): Promise<string> {
  return (await readOrder(request, baseURL, cartId)).status;
}


/**
 * Records every place card data must never reach: requests to the app's own origin (URL and
 * body), the browser console, and the analytics dataLayer. Only the gateway may see the card.
 */
export class CardLeakGuard {
  private readonly appRequests: string[] = [];
  private readonly consoleLines: string[] = [];

  constructor(private readonly page: Page, private readonly appOrigin: string) {
    page.on("request", (request) => {
      if (new URL(request.url()).origin === appOrigin) this.appRequests.push(`${request.url()}\n${request.postData() ?? ""}`);
    });
    page.on("console", (message) => this.consoleLines.push(message.text()));
  }

  /** Every secret (card number digits, CVV, card password) found anywhere, with where. */
  async leaks(secrets: readonly string[]): Promise<string[]> {
    const dataLayer = await this.page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])).catch(() => "[]");
    const places: [string, string][] = [
      ...this.appRequests.map((text) => ["app request", text] as [string, string]),
      ...this.consoleLines.map((text) => ["console", text] as [string, string]),
      ["dataLayer", dataLayer],
    ];
    const found: string[] = [];
    for (const secret of secrets) {
      // A card number counts with or without its spaces; a short code only as a whole value.
      const pattern = secret.length > 6 ? new RegExp(secret.split("").join("[\\s-]?")) : new RegExp(`(^|[^0-9A-Za-z_-])${secret}([^0-9A-Za-z_-]|$)`);
      for (const [where, text] of places) if (pattern.test(text)) found.push(`${where}: ${secret}`);
    }
    return found;
  }
}

