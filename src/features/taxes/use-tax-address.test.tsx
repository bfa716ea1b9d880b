import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useTaxAddress } from "./use-tax-address";

beforeEach(() => window.sessionStorage.clear());

describe("useTaxAddress", () => {
  it("renders the page with an address it sets, and keeps one it only keeps for the next render and a reload", () => {
    const renders = { count: 0 };
    const page = renderHook(() => {
      renders.count += 1;
      return useTaxAddress({ countryCode: "US" });
    });
    act(() => page.result.current.setAddress({ country: "US", zip: "9" }));
    expect(page.result.current.address.zip).toBe("9");
    const before = renders.count;
    act(() => page.result.current.keepAddress({ country: "US", zip: "941" }));
    expect(renders.count).toBe(before);
    expect(page.result.current.address.zip).toBe("9");
    page.unmount();
    // A reload: the half-typed code is still there.
    const reloaded = renderHook(() => useTaxAddress({ countryCode: "US" }));
    expect(reloaded.result.current.address.zip).toBe("941");
  });
});
