import { act, renderHook } from "@testing-library/react";
import type { NextRouter } from "next/router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { parseCheckoutQuery } from "./checkout-query";
import { useCheckoutQuery } from "./use-checkout-query";

const router = vi.hoisted(() => ({
  pathname: "/payment",
  asPath: "/payment/",
  query: {} as Record<string, string | string[] | undefined>,
  push: vi.fn(async () => true),
  replace: vi.fn(async () => true),
}));

vi.mock("next/router", () => ({ useRouter: () => router as unknown as NextRouter }));

describe("useCheckoutQuery", () => {
  beforeEach(() => {
    router.pathname = "/payment";
    router.query = {};
    router.push.mockClear();
    router.replace.mockClear();
  });

  it("reads the parsed query", () => {
    router.query = { product: "VPN", product_period: "1y", coupon: "save20", qa: "x" };
    const { result } = renderHook(() => useCheckoutQuery());
    expect(result.current.query).toMatchObject({ product: "vpn", product_period: "1y", coupon: "SAVE20" });
    expect(result.current.rawQuery).toBe(router.query);
  });

  it("reads a query once for all its readers, and a new query anew", () => {
    router.query = { product: "vpn", product_period: "1y" };
    const first = renderHook(() => useCheckoutQuery()).result.current.query;
    const second = renderHook(() => useCheckoutQuery()).result.current.query;
    expect(second).toBe(first);
    router.query = { product: "vpn", product_period: "2y" };
    const third = renderHook(() => useCheckoutQuery()).result.current.query;
    expect(third).not.toBe(first);
    expect(third.product_period).toBe("2y");
  });

  it("reads a missing query as no parameters, the same for every reader, instead of failing the render", () => {
    router.query = undefined as unknown as typeof router.query;
    const first = renderHook(() => useCheckoutQuery()).result.current.query;
    const second = renderHook(() => useCheckoutQuery()).result.current.query;
    expect(second).toBe(first);
    expect(first).toEqual(parseCheckoutQuery({}));
  });

  it("replaces the entry for a change on the same page, shallowly, keeping unknown parameters and applying the rules", async () => {
    router.query = { product: "vpn", product_period: "1m", utm_source: "mail", qa: "q1" };
    const { result } = renderHook(() => useCheckoutQuery());
    await act(() => result.current.update({ product_period: "1y" }));
    expect(router.replace).toHaveBeenCalledWith(
      { pathname: "/payment", query: { product: "vpn", product_period: "1y", utm_source: "mail" } },
      undefined,
      { shallow: true, scroll: false },
    );
    expect(router.push).not.toHaveBeenCalled();
  });

  it("pushes a change on the same page when asked", async () => {
    router.query = { force_login: "1" };
    const { result } = renderHook(() => useCheckoutQuery());
    await act(() => result.current.update({ force_login: undefined }, { method: "push" }));
    expect(router.push).toHaveBeenCalledWith({ pathname: "/payment", query: {} }, undefined, {
      shallow: true,
      scroll: false,
    });
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("goes to another page with a full navigation and the success-step removals", async () => {
    router.query = { product: "vpn", currency: "EUR", coupon: "SAVE20", cart_id: "c1", gclid: "g" };
    const { result } = renderHook(() => useCheckoutQuery());
    await act(() => result.current.update({}, { pathname: "/success" }));
    expect(router.push).toHaveBeenCalledWith({ pathname: "/success", query: { product: "vpn", gclid: "g" } }, undefined, {
      shallow: false,
      scroll: true,
    });
  });

  it("re-parses when the router's query changes", () => {
    router.query = { currency: "usd" };
    const { result, rerender } = renderHook(() => useCheckoutQuery());
    expect(result.current.query.currency).toBe("USD");
    router.query = { currency: "eur" };
    rerender();
    expect(result.current.query.currency).toBe("EUR");
  });
});
