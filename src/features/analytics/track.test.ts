// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { addAnalyticsDestination, startEventStream } from "./event-stream";
import { setAnalyticsContext, setCheckoutContext, setEventSender, track, trackTaxesChoice } from "./track";

afterEach(() => {
  setEventSender(null);
  setAnalyticsContext({ page: undefined, checkout: undefined });
  delete window.dataLayer;
  vi.restoreAllMocks();
});

const page = {
  pathname: "/payment",
  locale: "de",
  brand: "pass" as const,
  query: { product: "pass" },
  appCtx: { user: null, countdownEndTime: null, currency: "EUR" as const, experimentVariants: {} },
};

describe("track", () => {
  it("queues events until the analytics chunk starts, each stamped when it happened and with its context then", () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    setAnalyticsContext({ page });
    track("error", { error_message: "Generic error" });
    setAnalyticsContext({ page: { ...page, locale: "fr" } });
    expect(window.dataLayer).toBeUndefined();

    now.mockReturnValue(1_700_000_005_000);
    startEventStream();
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: "page_view",
        page_path: "/payment",
        page_lang: "de",
        product_code: 2,
        timestamp: 1_700_000_000_000,
      }),
      expect.objectContaining({ event: "error", error_message: "Generic error", page_lang: "de", timestamp: 1_700_000_000_000 }),
    ]);
    track("click", { element_name: "login-link", section: "header" });
    expect(window.dataLayer?.[2]).toMatchObject({ event: "click", page_lang: "fr", timestamp: 1_700_000_005_000 });
  });

  it("sends page_view once per route, with taxes_preselected after it on a checkout page", () => {
    startEventStream();
    setAnalyticsContext({ page });
    setAnalyticsContext({ page: { ...page, query: { product: "pass", coupon: "SAVE20" } } });
    setAnalyticsContext({ page: { ...page, pathname: "/success" } });
    setCheckoutContext({
      plan: { identifier: "pass-1y", price: { currencyCode: "EUR" } },
      crossSells: [],
      coupon: { kind: "none" },
      taxes: { country: "DE" },
      packages: { packageId: "pass" },
    });
    setAnalyticsContext({ page: { ...page, pathname: "/payment" } });
    expect((window.dataLayer ?? []).map((entry) => (entry as { event: string }).event)).toEqual([
      "page_view",
      "page_view",
      "page_view",
      "taxes_preselected",
    ]);
    expect(window.dataLayer?.[3]).toMatchObject({ taxes_preselected: "DE", taxes_selected: "DE", plan: "pass-1y" });
  });

  it("taxes_selected only when the country or state changes, never with the postal code", () => {
    startEventStream();
    trackTaxesChoice({ country: "US" }, { country: "US", state: "US-CA" });
    trackTaxesChoice({ country: "US", state: "US-CA" }, { country: "US", state: "US-CA", zip: "94105" } as {
      country: string;
      state: string;
    });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "taxes_selected", taxes_selected: "US-CA" })]);
  });

  it("reaches registered destinations and survives one that throws", () => {
    startEventStream();
    const received: string[] = [];
    const removeBroken = addAnalyticsDestination(() => {
      throw new Error("broken");
    });
    const removeGood = addAnalyticsDestination((payload) => received.push(payload.event));
    track("click", { element_name: "login" });
    removeBroken();
    removeGood();
    track("click");
    expect(received).toEqual(["click"]);
    expect(window.dataLayer).toHaveLength(2);
  });

  it("carries what was displayed and selected on to later events", () => {
    startEventStream();
    track("plans_displayed", { plans_displayed: ["vpn-1y", "vpn-2y"] });
    track("payments_selected", { payments_selected: "card" });
    track("payments_initiated", { form_status: "valid" });
    expect(window.dataLayer?.[2]).toMatchObject({ plans_displayed: ["vpn-1y", "vpn-2y"], payments_selected: "card", form_status: "valid" });
  });
});
