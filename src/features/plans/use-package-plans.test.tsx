import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptedBackend } from "@/test/scripted-backend";
import { PricingProvider } from "./pricing-provider";
import { usePackagePlans } from "./use-package-plans";

afterEach(() => vi.unstubAllGlobals());

function withPricing(url: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PricingProvider url={url} timeouts={{ attemptMs: 500, budgetMs: 600 }}>
        {children}
      </PricingProvider>
    );
  };
}

describe("usePackagePlans", () => {
  it("asks once for variables built anew on every render, even when the answer is a failure", async () => {
    const api = scriptedBackend([500]);
    vi.stubGlobal("fetch", api.fetchImpl);
    const { result, rerender } = renderHook(() => usePackagePlans({ countryCode: "US", currencyCode: "USD", packageId: "vpn" }), {
      wrapper: withPricing("http://pricing.fresh-variables.test/"),
    });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    for (let render = 0; render < 5; render++) rerender();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls()).toBe(1);
    expect(result.current).toMatchObject({ data: null, fetching: false });

    // Retry asks again, once.
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(api.calls()).toBe(2);
  });
});
