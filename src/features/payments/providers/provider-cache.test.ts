// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchProviders } from "./fetch-providers";
import { PROVIDER_CACHE_KEY, PROVIDER_CACHE_TTL_MS } from "./provider-cache";

const card = { identifier: "card", type: "card", flow: "form", fields: ["card_name", "card_number", "card_expiry", "card_cvv"] };
const paypal = { identifier: "paypal", type: "redirect", flow: "redirect", fields: [] };
const US = { country: "US", currency: "USD", plan: "vpn-plus-1y" };

function answering(providers: unknown[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ providers }), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe("the regular provider list's session-storage cache", () => {
  it("answers the same country, currency and plan from the tab's storage, under the provider cache key", async () => {
    const fetchMock = answering([card, paypal]);
    expect(await fetchProviders("regular", US, new AbortController().signal)).toEqual([card, paypal]);
    expect(await fetchProviders("regular", US, new AbortController().signal)).toEqual([card, paypal]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(PROVIDER_CACHE_KEY)).toContain("US|USD|vpn-plus-1y");
  });

  it("asks again for another plan, after five minutes, and when the entry is damaged", async () => {
    const fetchMock = answering([card]);
    await fetchProviders("regular", US, new AbortController().signal);
    await fetchProviders("regular", { ...US, plan: "vpn-plus-2y" }, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + PROVIDER_CACHE_TTL_MS + 1);
    await fetchProviders("regular", { ...US, plan: "vpn-plus-2y" }, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    window.sessionStorage.setItem(PROVIDER_CACHE_KEY, '{"key":"US|USD|vpn-plus-2y","savedAt":0,"providers":[{"identifier":"evil"}]}');
    await fetchProviders("regular", { ...US, plan: "vpn-plus-2y" }, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("never stores the one-click list, which is the shopper's saved methods", async () => {
    const fetchMock = answering([{ ...card, saved_method: { brand: "VISA", last4: "4242" } }]);
    await fetchProviders("one-click", US, new AbortController().signal);
    await fetchProviders("one-click", US, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(window.sessionStorage.getItem(PROVIDER_CACHE_KEY)).toBeNull();
  });
});
