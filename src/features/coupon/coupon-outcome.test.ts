import { describe, expect, it } from "vitest";
import { couponOutcome } from "./coupon-outcome";

describe("couponOutcome", () => {
  it("is nothing without a code", () => {
    expect(couponOutcome({ code: undefined, status: "applied", percentage: 20, networkError: false })).toEqual({ kind: "none" });
  });

  it("reports an applied coupon with its saving", () => {
    expect(couponOutcome({ code: "SAVE20", status: "applied", percentage: 20, networkError: false })).toEqual({
      kind: "applied",
      code: "SAVE20",
      percentage: 20,
    });
  });

  it("states no percentage for a legacy coupon, whose price is an earlier price list's", () => {
    expect(couponOutcome({ code: "LEGACY30", status: "applied", percentage: 30, legacy: true, networkError: false })).toEqual({
      kind: "applied",
      code: "LEGACY30",
      percentage: null,
    });
  });

  it.each([
    ["invalid", "invalid"],
    ["not_redeemable", "not_redeemable"],
    ["already_used", "already_used"],
    ["expired", "expired"],
    [null, "invalid"],
  ] as const)("maps the status %s to the %s error", (status, error) => {
    expect(couponOutcome({ code: "X", status, percentage: null, networkError: false })).toEqual({ kind: "error", code: "X", error });
  });

  it("keeps a better deal apart from the refusals: the plan's own price is the good news", () => {
    expect(couponOutcome({ code: "SAVE5", status: "better_deal_available", percentage: 5, networkError: false })).toEqual({
      kind: "better_deal",
      code: "SAVE5",
    });
  });

  it("blames the network when the pricing service did not answer", () => {
    expect(couponOutcome({ code: "SAVE20", status: "applied", percentage: 20, networkError: true })).toMatchObject({ error: "network" });
  });
});
