import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROVIDER_WINDOW_MESSAGE } from "@/contracts/enums";
import { renderWithApp, TEST_CONFIG } from "@/test/render-with-app";
import { ProviderWindowStep } from "./provider-window-step";

const GATEWAY = new URL(TEST_CONFIG.gatewayUrl).origin;
const widget = {
  type: "frontend_action",
  action: "widget",
  provider: "amazon_pay_widget",
  payment_id: "pay_1",
  url: `${GATEWAY}/gateway/approve/pay_1`,
  cart_id: "cart_1",
} as const;
const popup = { ...widget, action: "popup", provider: "paypal_in_context" } as const;

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin }));
  });
}

describe("ProviderWindowStep", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("frames the gateway's page for a widget", () => {
    renderWithApp(<ProviderWindowStep step={widget} onClose={vi.fn()} />);
    const frame = screen.getByTestId("provider-widget-frame");
    expect(frame).toHaveAttribute("src", widget.url);
    expect(frame).toHaveAccessibleName("Amazon Pay payment");
  });

  it("goes on only for the gateway's message about this payment", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, origin: "https://checkout.example.com", assign });
    renderWithApp(<ProviderWindowStep step={widget} onClose={vi.fn()} />);
    post({ type: PROVIDER_WINDOW_MESSAGE, payment_id: "pay_1" }, "https://evil.example");
    post({ type: PROVIDER_WINDOW_MESSAGE, payment_id: "pay_2" }, GATEWAY);
    post("pay_1", GATEWAY);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByTestId("provider-window-cancel")).toBeEnabled();
    post({ type: PROVIDER_WINDOW_MESSAGE, payment_id: "pay_1" }, GATEWAY);
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0]![0] as string);
    expect(target.pathname).toBe("/api/callback/");
    expect(Object.fromEntries(target.searchParams)).toEqual({ payment_id: "pay_1", cart_id: "cart_1", lang: "en" });
    expect(screen.getByTestId("provider-window-cancel")).toBeDisabled();
  });

  it("opens no page outside the gateway", () => {
    const onClose = vi.fn();
    const open = vi.fn();
    vi.stubGlobal("open", open);
    renderWithApp(<ProviderWindowStep step={{ ...popup, url: "https://phish.example/approve" }} onClose={onClose} />);
    expect(onClose).toHaveBeenCalledWith("generic");
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByTestId("provider-popup")).not.toBeInTheDocument();
  });

  it("opens the popup at once, and again from its button when the browser blocked it", () => {
    const open = vi.fn(() => null);
    vi.stubGlobal("open", open);
    renderWithApp(<ProviderWindowStep step={popup} onClose={vi.fn()} />);
    expect(open).toHaveBeenCalledWith(popup.url, "checkout-pay_1", expect.stringContaining("popup"));
    expect(screen.getByTestId("provider-popup")).toHaveTextContent("Your browser did not open the PayPal window");
    fireEvent.click(screen.getByTestId("provider-popup-open"));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("sends the window the pay click opened to the gateway's page, once, instead of opening another", () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const opened = { closed: false, location: { href: "about:blank" }, focus: vi.fn(), close: vi.fn() };
    renderWithApp(<ProviderWindowStep step={{ ...popup, window: opened as unknown as Window }} onClose={vi.fn()} />);
    expect(opened.location.href).toBe(popup.url);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId("provider-popup")).toHaveTextContent("Finish paying in the PayPal window");
    // Its button brings that window forward; it does not load the gateway's page again.
    opened.location.href = `${popup.url}?step=2`;
    fireEvent.click(screen.getByTestId("provider-popup-open"));
    expect(opened.focus).toHaveBeenCalled();
    expect(opened.location.href).toBe(`${popup.url}?step=2`);
    expect(open).not.toHaveBeenCalled();
  });

  it("ends the step when the shopper closed that window before the gateway's page arrived", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, origin: "https://checkout.example.com", assign });
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const closed = { closed: true, location: { href: "about:blank" }, focus: vi.fn(), close: vi.fn() };
    renderWithApp(<ProviderWindowStep step={{ ...popup, window: closed as unknown as Window }} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(assign.mock.calls[0]![0] as string).pathname).toBe("/api/callback/");
    expect(closed.location.href).toBe("about:blank");
    expect(open).not.toHaveBeenCalled();
  });

  it("closes the window the click opened when the answer names a page outside the gateway", () => {
    const onClose = vi.fn();
    const opened = { closed: false, location: { href: "about:blank" }, focus: vi.fn(), close: vi.fn() };
    renderWithApp(
      <ProviderWindowStep
        step={{ ...popup, url: "https://phish.example/approve", window: opened as unknown as Window }}
        onClose={onClose}
      />,
    );
    expect(onClose).toHaveBeenCalledWith("generic");
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe("about:blank");
  });
});
