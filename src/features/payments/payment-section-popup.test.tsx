import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, TEST_CONFIG } from "@/test/render-with-app";
import { PaymentSection } from "./payment-section";
import type { PaymentSelection } from "./selection";

const SELECTION: PaymentSelection = { plan: "vpn-plus-1y", crossSellPlans: [], currency: "GBP", country: "GB" };
const PROVIDERS = {
  providers: [
    { identifier: "paypal_in_context", type: "redirect", flow: "redirect", fields: [] },
    { identifier: "paypal", type: "redirect", flow: "redirect", fields: [] },
  ],
};
const GATEWAY_PAGE = `${new URL(TEST_CONFIG.gatewayUrl).origin}/gateway/approve/pay_1`;
const POPUP_ANSWER = {
  cart_id: "cart_1",
  order_status: "new",
  action: { type: "frontend_action", action: "popup", provider: "paypal_in_context", payment_id: "pay_1", url: GATEWAY_PAGE },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** What window.open gives the page: a window of its own origin, at its placeholder page until sent elsewhere. */
function openedWindow() {
  const popup = {
    closed: false,
    location: { href: "/api/payments/provider-window/" },
    focus: vi.fn(),
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  return popup;
}

describe("PaymentSection paying with PayPal in its own window (in-context)", () => {
  let processing: { resolve: (response: Response) => void; reject: (error: Error) => void } | null;
  let popup: ReturnType<typeof openedWindow>;
  let open: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    sessionStorage.clear();
    processing = null;
    popup = openedWindow();
    open = vi.fn(() => popup);
    vi.stubGlobal("open", open);
    vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.includes("/providers/regular/")) return json(200, PROVIDERS);
        if (url.includes("/api/processing/pre/")) return new Promise<Response>((resolve, reject) => (processing = { resolve, reject }));
        throw new Error(`unexpected ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The form filled for `provider`; the test clicks Pay itself, so nothing is awaited between the click and what it checks. */
  async function fillFor(provider: string) {
    renderWithApp(<PaymentSection selection={SELECTION} />);
    fireEvent.change(await screen.findByTestId("email-input"), { target: { value: "shopper@example.com" } });
    fireEvent.click(screen.getByTestId(`payment-provider-${provider}`).querySelector("input")!);
  }
  const pay = () => fireEvent.click(screen.getByTestId("submit-payment-button"));

  it("opens the window in the click, before the payment is answered, and sends it to the gateway's page once it is", async () => {
    await fillFor("paypal_in_context");
    pay();
    // Within the click itself: WebKit refuses a window opened once a request has been awaited.
    expect(open).toHaveBeenCalledTimes(1);
    // Until the gateway's address is known, the window shows a page of this origin that says what
    // it waits for, in the page's language (src/server/payments/provider-window-route.ts).
    expect(open).toHaveBeenCalledWith(
      "/api/payments/provider-window/?provider=paypal_in_context&locale=en",
      expect.any(String),
      expect.stringContaining("popup"),
    );
    expect(processing).toBeNull();

    await waitFor(() => expect(processing).not.toBeNull());
    await act(async () => processing!.resolve(json(200, POPUP_ANSWER)));
    await waitFor(() => expect(popup.location.href).toBe(GATEWAY_PAGE));
    expect(await screen.findByTestId("provider-popup")).toHaveTextContent("Finish paying in the PayPal window");
    // The same window, not a second one, and no "your browser did not open it".
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.close).not.toHaveBeenCalled();
  });

  it.each([
    ["the request fails", () => processing!.reject(new TypeError("Failed to fetch")), "Something went wrong. Try again."],
    ["the payment API answers 502", () => processing!.resolve(json(502, {})), "Something went wrong. Try again."],
    [
      "the payment is declined",
      () =>
        processing!.resolve(
          json(200, { cart_id: "cart_1", order_status: "error", action: { type: "error", code: "declined", message: "" } }),
        ),
      "The transaction has been declined",
    ],
  ])("closes the window it opened in the click when %s", async (_, answer, alert) => {
    await fillFor("paypal_in_context");
    pay();
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(processing).not.toBeNull());
    await act(async () => answer());
    expect(await screen.findByTestId("payment-error-alert")).toHaveTextContent(alert);
    expect(popup.close).toHaveBeenCalled();
    expect(screen.queryByTestId("provider-popup")).not.toBeInTheDocument();
  });

  it("still offers the window behind a button when the browser refused it even in the click", async () => {
    open.mockReturnValue(null);
    await fillFor("paypal_in_context");
    pay();
    await waitFor(() => expect(processing).not.toBeNull());
    await act(async () => processing!.resolve(json(200, POPUP_ANSWER)));
    await waitFor(() => expect(screen.getByTestId("provider-popup")).toHaveTextContent("Your browser did not open the PayPal window"));
    expect(open).toHaveBeenLastCalledWith(GATEWAY_PAGE, "checkout-pay_1", expect.stringContaining("popup"));
    open.mockReturnValue(popup);
    fireEvent.click(screen.getByTestId("provider-popup-open"));
    expect(open).toHaveBeenCalledTimes(3);
  });

  it("opens no window for a method that leaves the page (PayPal's redirect)", async () => {
    await fillFor("paypal");
    pay();
    await waitFor(() => expect(processing).not.toBeNull());
    expect(open).not.toHaveBeenCalled();
  });
});
