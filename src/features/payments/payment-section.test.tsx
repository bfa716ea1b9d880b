import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import { PaymentSection } from "./payment-section";
import type { PaymentSelection } from "./selection";

const SELECTION: PaymentSelection = { plan: "vpn-plus-1y", crossSellPlans: [], currency: "USD", country: "US", state: "US-CA" };
const PROVIDERS = {
  providers: [
    { identifier: "card", type: "card", flow: "form", fields: ["card_name", "card_number", "card_expiry", "card_cvv", "postal_code"] },
    { identifier: "paypal", type: "redirect", flow: "redirect", fields: [] },
    { identifier: "apple_pay", type: "wallet", flow: "form", fields: [] },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("PaymentSection", () => {
  let processing: { resolve: (response: Response) => void } | null;
  let calls: { url: string; init?: RequestInit }[];

  beforeEach(() => {
    sessionStorage.clear();
    calls = [];
    processing = null;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url.includes("/providers/regular/")) return json(200, PROVIDERS);
        if (url.endsWith("/v1/tokens")) return json(201, { token: "tok_1", brand: "VISA", last4: "4242", exp_month: 12, exp_year: 2030 });
        if (url.includes("/api/processing/pre/")) return new Promise<Response>((resolve) => (processing = { resolve }));
        throw new Error(`unexpected ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the providers in order without wallets the browser cannot use, card preselected", async () => {
    renderWithApp(<PaymentSection selection={SELECTION} />);
    const list = await screen.findByTestId("regular-providers");
    expect([...list.querySelectorAll("[data-testid^=payment-provider-]")].map((node) => node.getAttribute("data-testid"))).toEqual([
      "payment-provider-card",
      "payment-provider-paypal",
    ]);
    expect(screen.getByTestId("payment-provider-card").querySelector("input")).toBeChecked();
  });

  it("shows every message of an empty card form on submit, tied to its field", async () => {
    const beforeSubmit = vi.fn(() => false);
    renderWithApp(<PaymentSection selection={SELECTION} beforeSubmit={beforeSubmit} />);
    fireEvent.click(await screen.findByTestId("submit-payment-button"));
    for (const text of [
      "Email cannot be empty",
      "Card number cannot be empty",
      "Expiration year and month cannot be empty",
      "CVV/CVC cannot be empty",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // A US card's postal code is the billing address's ZIP (the page's tax address): one field, not two.
    expect(screen.queryByTestId("postal-code-input")).toBeNull();
    // The gateway's own processor needs no name on the card, though the answer lists it.
    expect(screen.queryByTestId("card-name-input")).toBeNull();
    expect(screen.queryByText("Full name cannot be empty")).toBeNull();
    // ...whose own errors are asked for at the same time, not only once the card form is valid.
    expect(beforeSubmit).toHaveBeenCalled();
    const number = screen.getByTestId("card-number-input");
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(document.getElementById(number.getAttribute("aria-describedby")!)).toHaveTextContent("Card number cannot be empty");
    expect(number).toHaveAttribute("autocomplete", "cc-number");
    expect(number).toHaveAttribute("inputmode", "numeric");
    // Isolated, each in its own text's direction: the fields are left to right in every language.
    expect(number).toHaveAttribute("placeholder", "\u20680000 0000 0000 0000\u2069");
    expect(screen.getByTestId("card-cvv-input")).toHaveAttribute("placeholder", "\u2068000 or 0000\u2069");
    expect(calls.some((call) => call.url.includes("/api/processing/pre/"))).toBe(false);
  });

  it("tells a guest the purchase goes to, or makes, the account of the e-mail, also beside an error", async () => {
    renderWithApp(<PaymentSection selection={SELECTION} />, { router: { query: { product: "locker" } } });
    const email = await screen.findByTestId("email-input");
    const notice =
      /^Your subscription goes to the NordLocker account of this e-mail\. New to NordLocker\? We create the account when you pay/;
    expect(email).toHaveAccessibleDescription(notice);
    fireEvent.change(email, { target: { value: "not-an-email" } });
    fireEvent.blur(email);
    expect(email).toHaveAccessibleDescription(/^Email is not valid Your subscription goes to/);
  });

  it("says nothing about an empty field the shopper only tabbed past, and marks every field it needs as required", async () => {
    renderWithApp(<PaymentSection selection={SELECTION} />);
    const email = await screen.findByTestId("email-input");
    const fields = [
      email,
      ...["card-number-input", "card-expiry-month-input", "card-expiry-year-input", "card-cvv-input"].map((id) => screen.getByTestId(id)),
    ];
    for (const field of fields) {
      fireEvent.focus(field);
      fireEvent.blur(field);
      expect(field).not.toHaveAttribute("aria-invalid");
      expect(field).toHaveAttribute("aria-required", "true");
    }
    expect(screen.queryByText("Card number cannot be empty")).not.toBeInTheDocument();
    expect(screen.queryByText("Email cannot be empty")).not.toBeInTheDocument();
    // Typed in and emptied again, the field is judged when left.
    const number = screen.getByTestId("card-number-input");
    fireEvent.change(number, { target: { value: "4" } });
    fireEvent.change(number, { target: { value: "" } });
    fireEvent.blur(number);
    expect(screen.getByText("Card number cannot be empty")).toBeInTheDocument();
  });

  it("validates a field when the shopper leaves it", async () => {
    renderWithApp(<PaymentSection selection={SELECTION} />);
    const email = await screen.findByTestId("email-input");
    fireEvent.change(email, { target: { value: "not-an-email" } });
    fireEvent.blur(email);
    expect(screen.getByText("Email is not valid")).toBeInTheDocument();
    fireEvent.change(email, { target: { value: "shopper@example.com" } });
    expect(screen.queryByText("Email is not valid")).not.toBeInTheDocument();
  });

  it("sends one payment for a double click and never sends the card to the app", async () => {
    renderWithApp(<PaymentSection selection={{ ...SELECTION, zip: "94105" }} />);
    fireEvent.change(await screen.findByTestId("email-input"), { target: { value: "shopper@example.com" } });
    fireEvent.change(screen.getByTestId("card-number-input"), { target: { value: "4242424242424242" } });
    fireEvent.change(screen.getByTestId("card-expiry-month-input"), { target: { value: "12" } });
    fireEvent.change(screen.getByTestId("card-expiry-year-input"), { target: { value: "30" } });
    fireEvent.change(screen.getByTestId("card-cvv-input"), { target: { value: "737" } });
    expect(screen.queryByTestId("postal-code-input")).not.toBeInTheDocument();
    const button = screen.getByTestId("submit-payment-button");
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(processing).not.toBeNull());
    expect(button).toBeDisabled();
    const posts = calls.filter((call) => call.url.includes("/api/processing/pre/"));
    expect(posts).toHaveLength(1);
    const body = String(posts[0]?.init?.body);
    expect(body).not.toContain("4242424242424242");
    expect(body).not.toContain("737");
    expect(JSON.parse(body)).toMatchObject({ card_token: "tok_1", fields: { postal_code: "94105" }, plans: ["vpn-plus-1y"] });
    expect(new Headers(posts[0]?.init?.headers).get("idempotency-key")).toMatch(/^pay_/);
    // The gateway gets no name it does not need.
    const tokenized = JSON.parse(String(calls.find((call) => call.url.endsWith("/v1/tokens"))?.init?.body)) as Record<string, unknown>;
    expect(tokenized).not.toHaveProperty("name");

    await act(async () =>
      processing!.resolve(
        json(200, { cart_id: "cart_1", order_status: "error", action: { type: "error", code: "declined", message: "" } }),
      ),
    );
    expect(await screen.findByTestId("payment-error-alert")).toHaveTextContent(/The transaction has been declined/);
    expect(screen.getByTestId("card-number-input")).toHaveValue("4242 4242 4242 4242");
  });

  it("asks for the name on the card where the processor's tokens need it (Paddle), and sends it to the gateway", async () => {
    const paddle = { identifier: "paddle", type: "card", flow: "form", fields: ["card_name", "card_number", "card_expiry", "card_cvv"] };
    vi.mocked(fetch).mockImplementation(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      if (String(url).includes("/providers/regular/")) return json(200, { providers: [paddle] });
      if (String(url).endsWith("/v1/tokens"))
        return json(201, { token: "tok_1", brand: "VISA", last4: "4242", exp_month: 12, exp_year: 2030 });
      return new Promise<Response>((resolve) => (processing = { resolve }));
    });
    renderWithApp(<PaymentSection selection={{ ...SELECTION, country: "MX", currency: "MXN", state: undefined }} />);
    const name = await screen.findByTestId("card-name-input");
    expect(name).toHaveAttribute("aria-required", "true");
    expect(name).toHaveAttribute("autocomplete", "cc-name");
    fireEvent.click(screen.getByTestId("submit-payment-button"));
    expect(screen.getByText("Full name cannot be empty")).toBeInTheDocument();

    fireEvent.change(screen.getByTestId("email-input"), { target: { value: "shopper@example.com" } });
    fireEvent.change(name, { target: { value: "Test Shopper" } });
    fireEvent.change(screen.getByTestId("card-number-input"), { target: { value: "4242424242424242" } });
    fireEvent.change(screen.getByTestId("card-expiry-month-input"), { target: { value: "12" } });
    fireEvent.change(screen.getByTestId("card-expiry-year-input"), { target: { value: "30" } });
    fireEvent.change(screen.getByTestId("card-cvv-input"), { target: { value: "737" } });
    fireEvent.click(screen.getByTestId("submit-payment-button"));
    await waitFor(() => expect(processing).not.toBeNull());
    const tokenized = JSON.parse(String(calls.find((call) => call.url.endsWith("/v1/tokens"))?.init?.body)) as Record<string, unknown>;
    expect(tokenized).toMatchObject({ name: "Test Shopper", processor: "paddle" });
  });
});

describe("PaymentSection back from a failed payment", () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, PROVIDERS)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts with the cart's e-mail and brings the declined message into view", async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    renderWithApp(<PaymentSection selection={SELECTION} initialEmail="family@example.com" />, {
      router: { query: { cart_id: "cart_1", error: "declined" }, asPath: "/payment/?cart_id=cart_1&error=declined" },
    });
    const alert = await screen.findByTestId("payment-error-alert");
    expect(alert).toHaveTextContent(/The transaction has been declined/);
    expect(screen.getByTestId("email-input")).toHaveValue("family@example.com");
    expect(scrolled).toContain(alert.parentElement);
    expect(document.activeElement).toBe(alert.parentElement);
  });
});

describe("PaymentSection back from a provider's page", () => {
  const assign = vi.fn();
  let processing: { resolve: (response: Response) => void } | null;

  beforeEach(() => {
    sessionStorage.clear();
    processing = null;
    vi.stubGlobal("location", { ...window.location, assign });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.includes("/api/processing/pre/")) return new Promise<Response>((resolve) => (processing = { resolve }));
        return json(200, PROVIDERS);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is ready to pay again when the browser restores it from the back-forward cache", async () => {
    renderWithApp(<PaymentSection selection={SELECTION} />);
    fireEvent.change(await screen.findByTestId("email-input"), { target: { value: "shopper@example.com" } });
    fireEvent.click(screen.getByTestId("payment-provider-paypal").querySelector("input")!);
    const button = screen.getByTestId("submit-payment-button");
    fireEvent.click(button);
    await waitFor(() => expect(processing).not.toBeNull());
    await act(async () =>
      processing!.resolve(
        json(200, { cart_id: "cart_1", order_status: "new", action: { type: "redirect", url: "http://gateway.test/approve/pay_1" } }),
      ),
    );
    expect(assign).toHaveBeenCalledWith("http://gateway.test/approve/pay_1");
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Processing");

    act(() => void window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true })));
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent("Continue to PayPal");
    expect(screen.getByTestId("email-input")).toHaveValue("shopper@example.com");
  });
});
