import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isCompleteTaxAddress, useTaxes, type TaxAddress } from "@/features/taxes";
import { renderWithApp } from "@/test/render-with-app";
import { PaymentSection, type PaymentSectionProps } from "./payment-section";
import type { PaymentSelection } from "./selection";

const CARD = { identifier: "card", type: "card", flow: "form", fields: ["card_number", "card_expiry", "card_cvv", "postal_code"] };
const PAYPAL = { identifier: "paypal", type: "redirect", flow: "redirect", fields: [] };
const APPLE_PAY = { identifier: "apple_pay", type: "wallet", flow: "form", fields: [] };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The section as the payment page gives it the billing address it keeps: the taxes asked for it
 * (or for the chosen saved card's address), its errors shown once Pay was pressed, Pay held back
 * while the address the payment is taxed at is incomplete.
 */
function WithAddress({ start, onSavedCardAddress, ...props }: Partial<PaymentSectionProps> & { start: TaxAddress }) {
  const [address, setAddress] = useState(start);
  const [saved, setSaved] = useState<TaxAddress | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const taxed = saved ?? address;
  useTaxes(taxed.state ? taxed : { country: taxed.country }, taxed.state ? ["vpn-plus-1y.USD"] : [], "USD", null);
  const selection: PaymentSelection = { plan: "vpn-plus-1y", crossSellPlans: [], currency: "USD", ...address };
  return (
    <PaymentSection
      selection={selection}
      billingAddress={{ address, onChange: setAddress, showErrors }}
      onSavedCardAddress={(next) => {
        setSaved(next);
        onSavedCardAddress?.(next);
      }}
      beforeSubmit={(atSavedCardAddress) => {
        setShowErrors(true);
        return isCompleteTaxAddress(atSavedCardAddress && saved ? saved : address);
      }}
      {...props}
    />
  );
}

/** The section's first draw waits for its methods; on a busy machine the first one of a file takes a while. */
const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5_000 });

/** Whether `a` comes before `b` in the document, so in the keyboard's and a screen reader's order. */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("PaymentSection's billing address", () => {
  let requests: string[];

  beforeEach(() => {
    sessionStorage.clear();
    requests = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        requests.push(url);
        if (url.includes("/providers/regular/")) return json(200, { providers: [CARD, PAYPAL] });
        throw new Error(`unexpected ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  for (const flag of ["on", "off"] as const) {
    it(`comes after the e-mail and the methods, right above Pay (emailInputInPayment ${flag})`, async () => {
      renderWithApp(<WithAddress start={{ country: "US" }} />, { appCtx: { featureFlags: { emailInputInPayment: flag } } });
      const email = await find("email-input");
      const methods = screen.getByTestId("regular-providers");
      const country = screen.getByTestId("country-select");
      const zip = screen.getByTestId("zip-code-input");
      expect(before(email, zip)).toBe(true);
      expect(before(methods, country)).toBe(true);
      expect(before(zip, screen.getByTestId("submit-payment-button"))).toBe(true);
      // With the flag, the e-mail is the form's first field.
      expect(before(email, methods)).toBe(flag === "on");
      if (flag === "on") expect(screen.getByTestId("payment-form").querySelector("input, select")).toBe(email);
      // Each part in its analytics section.
      expect(email.closest("[data-section]")).toHaveAttribute("data-section", "email");
      expect(methods.closest("[data-section]")).toHaveAttribute("data-section", "payment");
      expect(zip.closest("[data-section]")).toHaveAttribute("data-section", "taxes");
    });
  }

  it("asks for the ZIP code after Pay, not for the state, and the ZIP code sets the state the tax is asked with", async () => {
    renderWithApp(<WithAddress start={{ country: "US" }} />);
    fireEvent.change(await find("email-input"), { target: { value: "shopper@example.com" } });
    fireEvent.click(screen.getByTestId("payment-provider-paypal").querySelector("input")!);
    fireEvent.click(screen.getByTestId("submit-payment-button"));
    const zip = screen.getByTestId("zip-code-input");
    await waitFor(() => expect(zip).toHaveFocus());
    expect(zip).toHaveAccessibleDescription("Postal code cannot be empty");
    expect(screen.getByTestId("state-select")).not.toHaveAttribute("aria-invalid");
    expect(requests.some((url) => url.includes("/api/payments/taxes/"))).toBe(false);

    fireEvent.change(zip, { target: { value: "10001" } });
    expect(screen.getByTestId("state-select")).toHaveValue("US-NY");
    await waitFor(() => expect(requests.find((url) => url.includes("/api/payments/taxes/"))).toContain("state=US-NY"));
    expect(requests.find((url) => url.includes("/api/payments/taxes/"))).toContain("zip=10001");
  });

  it("stays as typed while another country's methods load", async () => {
    const { rerender } = renderWithApp(<WithAddress start={{ country: "US" }} />);
    const email = await find("email-input");
    fireEvent.change(email, { target: { value: "kept@example.com" } });
    const zip = screen.getByTestId("zip-code-input");
    fireEvent.change(zip, { target: { value: "9410" } });
    zip.focus();
    let release: () => void = () => undefined;
    vi.mocked(fetch).mockImplementationOnce(
      () => new Promise<Response>((resolve) => (release = () => resolve(json(200, { providers: [CARD] })))),
    );
    rerender(
      <WithAddress start={{ country: "US" }} selection={{ plan: "vpn-plus-2y", crossSellPlans: [], currency: "USD", country: "US" }} />,
    );
    expect(await find("providers-loading")).toBeInTheDocument();
    expect(screen.queryByTestId("loading-placeholder")).toBeNull();
    expect(screen.getByTestId("zip-code-input")).toBe(zip);
    expect(zip).toHaveFocus();
    expect(zip).toHaveValue("9410");
    expect(screen.getByTestId("email-input")).toHaveValue("kept@example.com");
    release();
    expect(await find("payment-provider-card")).toBeInTheDocument();
    expect(screen.queryByTestId("providers-loading")).toBeNull();
  });
});

describe("PaymentSection for a logged-in shopper with a saved card", () => {
  const SAVED = {
    ...CARD,
    fields: [],
    saved_method: { brand: "VISA", last4: "4242", billing_address: { country: "US", state: "US-CA", zip: "94105" } },
  };
  let oneClick: unknown[];
  let requests: { url: string; body?: string }[];

  beforeEach(() => {
    sessionStorage.clear();
    oneClick = [SAVED];
    requests = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        requests.push({ url, body: init?.body ? String(init.body) : undefined });
        if (url.includes("/providers/one-click/")) return json(200, { providers: oneClick });
        if (url.includes("/providers/regular/")) return json(200, { providers: [CARD, PAYPAL, APPLE_PAY] });
        if (url.includes("/api/payments/taxes/")) return json(503, {});
        if (url.includes("/api/processing/pre/")) return new Promise<Response>(() => undefined);
        throw new Error(`unexpected ${url}`);
      }),
    );
  });
  const paid = () => requests.filter((request) => request.url.includes("/api/processing/pre/"));
  afterEach(() => vi.unstubAllGlobals());

  // hideLogout: "Not you?" needs the auth provider, which is not what is tested here.
  const loggedIn = {
    appCtx: { user: { email: "shopper@example.com" }, featureFlags: { oneClickPayments: "on" as const, hideLogout: "on" as const } },
  };

  it("asks for no address above or below the saved card, and the page taxes at the address it was saved with", async () => {
    const saved = vi.fn();
    renderWithApp(<WithAddress start={{ country: "US" }} onSavedCardAddress={saved} />, loggedIn);
    const option = await find("one-click-providers");
    expect(option.querySelector("input")).toBeChecked();
    expect(screen.queryByTestId("country-select")).toBeNull();
    expect(screen.queryByTestId("zip-code-input")).toBeNull();
    expect(screen.queryByTestId("state-select")).toBeNull();
    expect(option).toHaveTextContent("Tax is calculated from the billing address saved with this card.");
    expect(saved).toHaveBeenLastCalledWith({ country: "US", state: "US-CA", zip: "94105" });

    // A new card is paid with the shopper's own address, asked for again.
    fireEvent.click(within(screen.getByTestId("regular-providers")).getByTestId("payment-provider-card").querySelector("input")!);
    expect(await find("zip-code-input")).toBeInTheDocument();
    expect(saved).toHaveBeenLastCalledWith(null);
  });

  it("asks for the address as before when the saved card comes without one", async () => {
    oneClick = [{ ...SAVED, saved_method: { brand: "VISA", last4: "4242" } }];
    const saved = vi.fn();
    renderWithApp(<WithAddress start={{ country: "US" }} onSavedCardAddress={saved} />, loggedIn);
    expect((await find("one-click-providers")).querySelector("input")).toBeChecked();
    expect(screen.getByTestId("zip-code-input")).toBeInTheDocument();
    expect(screen.queryByText("Tax is calculated from the billing address saved with this card.")).toBeNull();
    expect(saved).toHaveBeenLastCalledWith(null);
  });

  it("pays the saved card at its own address though the shopper's own address is incomplete", async () => {
    renderWithApp(<WithAddress start={{ country: "US" }} />, loggedIn);
    expect((await find("one-click-providers")).querySelector("input")).toBeChecked();
    fireEvent.click(screen.getByTestId("submit-payment-button"));
    await waitFor(() => expect(paid()).toHaveLength(1));
    expect(JSON.parse(paid()[0]!.body!)).toMatchObject({ provider: "card", use_saved_method: true });
    expect(requests.find((request) => request.url.includes("/api/payments/taxes/"))?.url).toContain("state=US-CA");
  });

  it("shows the shopper's own address again when an express wallet is tapped, and asks for it before the wallet pays", async () => {
    vi.stubGlobal("isSecureContext", true);
    vi.stubGlobal("ApplePaySession", { canMakePayments: () => true });
    const saved = vi.fn();
    renderWithApp(<WithAddress start={{ country: "US" }} onSavedCardAddress={saved} />, loggedIn);
    fireEvent.click(await find("express-apple_pay"));
    const zip = await find("zip-code-input");
    await waitFor(() => expect(zip).toHaveAttribute("aria-invalid", "true"));
    expect(saved).toHaveBeenLastCalledWith(null);
    expect(paid()).toHaveLength(0);
  });
});
