// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { withAddressTrackingParams } from "./address-tracking-params";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("withAddressTrackingParams", () => {
  it("adds the click and campaign ids of the address bar that the query lacks, after the query's own", () => {
    window.history.replaceState(null, "", "/payment/?product=vpn&gclid=G-1&utm_campaign=bf&coupon=X#plans");
    const query = withAddressTrackingParams({ product: "vpn", coupon: "X" });
    expect(query).toEqual({ product: "vpn", coupon: "X", gclid: "G-1", utm_campaign: "bf" });
    expect(Object.keys(query)).toEqual(["product", "coupon", "gclid", "utm_campaign"]);
  });

  it("keeps the query's own value, and adds nothing the checkout reads", () => {
    window.history.replaceState(null, "", "/payment/?product=pass&gclid=old&aff_id=a");
    expect(withAddressTrackingParams({ product: "vpn", gclid: "new" })).toEqual({ product: "vpn", gclid: "new" });
  });

  it("is the same query when the address has no ids", () => {
    window.history.replaceState(null, "", "/payment/?product=vpn");
    const query = { product: "vpn" };
    expect(withAddressTrackingParams(query)).toBe(query);
  });
});
