import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import { PaymentSection } from "./payment-section";
import { purchaseKey, type PaymentSelection } from "./selection";
import { OPEN_ATTEMPT_STORAGE_KEY } from "./submit/attempt-store";

const SELECTION: PaymentSelection = {
  plan: "vpn-plus-1y",
  crossSellPlans: ["pass-xs-1y"],
  currency: "USD",
  country: "US",
  state: "US-CA",
  zip: "94105",
};
const PROVIDERS = { providers: [{ identifier: "paypal", type: "redirect", flow: "redirect", fields: [] }] };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The open attempt a reload mid-request leaves in this tab's sessionStorage. */
function storeOpenAttempt(key: string) {
  const body = {
    plans: ["vpn-plus-1y", "pass-xs-1y"],
    currency: "USD",
    country: "US",
    state: "US-CA",
    zip: "94105",
    provider: "paypal",
    email: "a@example.com",
  };
  sessionStorage.setItem(OPEN_ATTEMPT_STORAGE_KEY, JSON.stringify({ key, purchase: purchaseKey(SELECTION), body, sentAt: Date.now() }));
}

describe("PaymentSection resuming an open attempt", () => {
  let posts: RequestInit[];
  let answer: () => Promise<Response>;

  beforeEach(() => {
    sessionStorage.clear();
    posts = [];
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes("/providers/regular/")) return json(200, PROVIDERS);
        if (url.includes("/api/processing/pre/")) {
          posts.push(init ?? {});
          return answer();
        }
        throw new Error(`unexpected ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get("idempotency-key");

  it("resumes a stored open attempt once, with its idempotency key", async () => {
    storeOpenAttempt("pay_reloaded_attempt_1");
    renderWithApp(<PaymentSection selection={SELECTION} />);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(keyOf(posts[0])).toBe("pay_reloaded_attempt_1");
  });

  it("sends nothing more after a network failure when the page re-renders with an equal selection", async () => {
    storeOpenAttempt("pay_reloaded_attempt_2");
    const view = renderWithApp(<PaymentSection selection={SELECTION} />);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await screen.findByTestId("payment-error-alert")).toHaveTextContent("Something went wrong. Try again.");

    // The parent renders again (a tax answer, a countdown tick) and builds a new, equal selection.
    for (let render = 0; render < 3; render += 1) {
      view.rerender(<PaymentSection selection={{ ...SELECTION, crossSellPlans: [...SELECTION.crossSellPlans] }} />);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(posts).toHaveLength(1);

    // The shopper clicks again: the same attempt is replayed, with the same key.
    answer = async () => json(200, { cart_id: "cart_1", order_status: "error", action: { type: "error", code: "declined", message: "" } });
    fireEvent.change(screen.getByTestId("email-input"), { target: { value: "a@example.com" } });
    fireEvent.click(screen.getByTestId("submit-payment-button"));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(keyOf(posts[1])).toBe("pay_reloaded_attempt_2");
  });
});
