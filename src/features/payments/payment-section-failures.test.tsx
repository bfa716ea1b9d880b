import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import { PaymentSection } from "./payment-section";
import type { PaymentSelection } from "./selection";

const SELECTION: PaymentSelection = {
  plan: "vpn-plus-1y",
  crossSellPlans: [],
  currency: "USD",
  country: "US",
  state: "US-CA",
  zip: "94105",
};
const PROVIDERS = {
  providers: [{ identifier: "card", type: "card", flow: "form", fields: ["card_name", "card_number", "card_expiry", "card_cvv"] }],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("PaymentSection when something fails", () => {
  let providersDown: boolean;

  beforeEach(() => {
    sessionStorage.clear();
    providersDown = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.includes("/providers/regular/")) return providersDown ? json(503, {}) : json(200, PROVIDERS);
        throw new Error(`unexpected ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("says the methods did not load, keeps the e-mail, and recovers on Try again", async () => {
    providersDown = true;
    renderWithApp(<PaymentSection selection={SELECTION} />);
    const failure = await screen.findByTestId("providers-error");
    expect(failure).toHaveTextContent("We couldn't load the payment methods.");
    expect(screen.queryByTestId("loading-placeholder")).toBeNull();
    expect(screen.getByTestId("submit-payment-button")).toBeDisabled();
    fireEvent.change(screen.getByTestId("email-input"), { target: { value: "kept@example.com" } });

    providersDown = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("payment-provider-card")).toBeInTheDocument();
    expect(screen.getByTestId("email-input")).toHaveValue("kept@example.com");
    expect(screen.getByTestId("submit-payment-button")).toBeEnabled();
  });

  it("keeps Pay disabled with its reason while the tax is unknown, and offers the retry there", async () => {
    const retry = vi.fn();
    renderWithApp(<PaymentSection selection={SELECTION} taxUnknown onRetryTaxes={retry} />);
    const button = await screen.findByTestId("submit-payment-button");
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/We couldn't calculate the tax, so the total isn't known yet/);
    fireEvent.click(screen.getByTestId("tax-retry-button"));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("moves the focus to the first problem of the page, outside the form too", async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    renderWithApp(
      <main>
        <input aria-invalid="true" data-testid="outside" readOnly />
        <PaymentSection selection={SELECTION} beforeSubmit={() => false} />
      </main>,
    );
    fireEvent.change(await screen.findByTestId("email-input"), { target: { value: "ok@example.com" } });
    fireEvent.click(screen.getByTestId("submit-payment-button"));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("outside")));
    expect(scrolled).toContain(screen.getByTestId("outside"));
  });
});
