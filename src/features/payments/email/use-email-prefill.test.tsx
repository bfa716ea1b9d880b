import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import { PaymentSection } from "../payment-section";
import type { PaymentSelection } from "../selection";

const SELECTION: PaymentSelection = { plan: "vpn-plus-1y", crossSellPlans: [], currency: "USD", country: "DE" };
const PROVIDERS = {
  providers: [{ identifier: "card", type: "card", flow: "form", fields: ["card_name", "card_number", "card_expiry", "card_cvv"] }],
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

describe("the e-mail a link named", () => {
  let prefill: { resolve: (response: Response) => void } | null;

  beforeEach(() => {
    prefill = null;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.includes("/providers/regular/")) return json(PROVIDERS);
        if (url === "/api/checkout/prefill/") return new Promise<Response>((resolve) => (prefill = { resolve }));
        throw new Error(`unexpected ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fills a guest's empty e-mail field from the server", async () => {
    renderWithApp(<PaymentSection selection={SELECTION} emailPrefill />);
    await waitFor(() => expect(prefill).not.toBeNull());
    prefill?.resolve(json({ email: "linked@example.com" }));
    await waitFor(() => expect(screen.getByTestId("email-input")).toHaveValue("linked@example.com"));
  });

  it("never replaces what the shopper typed first", async () => {
    renderWithApp(<PaymentSection selection={SELECTION} emailPrefill />);
    await waitFor(() => expect(prefill).not.toBeNull());
    fireEvent.change(await screen.findByTestId("email-input"), { target: { value: "typed@example.com" } });
    const answer = json({ email: "linked@example.com" });
    const read = vi.spyOn(answer, "json");
    prefill?.resolve(answer);
    await waitFor(() => expect(read).toHaveBeenCalled());
    await read.mock.results[0]?.value;
    expect(screen.getByTestId("email-input")).toHaveValue("typed@example.com");
  });

  it("asks nothing when no link named an e-mail", async () => {
    renderWithApp(<PaymentSection selection={SELECTION} />);
    await screen.findByTestId("email-input");
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).not.toContain("/api/checkout/prefill/");
    expect(prefill).toBeNull();
  });
});
