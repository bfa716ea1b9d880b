import { describe, expect, it } from "vitest";
import { earlierOrderOf, minutesSince } from "./duplicate-purchase-body";

const EARLIER = { order_id: "ord_1", cart_id: "cart_1", paid_at: "2026-01-01T10:00:00.000Z" };

describe("earlierOrderOf", () => {
  it("reads the earlier order of a duplicate-purchase refusal", () => {
    expect(earlierOrderOf({ error: "duplicate_purchase", message: "…", code: 2040, earlier_order: EARLIER })).toEqual(EARLIER);
  });

  it("reads a payment of the earlier order that is not decided yet", () => {
    const inFlight = { provider: "paypal", state: "awaiting_shopper", since: "2026-01-01T10:00:00.000Z" };
    const body = { error: "duplicate_purchase", message: "…", code: 2040, earlier_order: { in_flight: inFlight } };
    expect(earlierOrderOf(body)).toEqual({ in_flight: inFlight });
  });

  it.each([
    ["an unknown in-flight state", { provider: "paypal", state: "approved", since: "2026-01-01T10:00:00.000Z" }],
    ["an in-flight start that is no date", { provider: "paypal", state: "processing", since: "soon" }],
    ["an in-flight payment without a provider", { state: "processing", since: "2026-01-01T10:00:00.000Z" }],
  ])("ignores %s", (_name, inFlight) => {
    expect(
      earlierOrderOf({ error: "duplicate_purchase", message: "…", code: 2040, earlier_order: { in_flight: inFlight } }),
    ).toBeUndefined();
  });

  it.each([
    ["another code", { error: "validation_failed", message: "…", code: 2015, earlier_order: EARLIER }],
    ["no earlier order", { error: "duplicate_purchase", message: "…", code: 2040 }],
    [
      "a paid-at that is no date",
      { error: "duplicate_purchase", message: "…", code: 2040, earlier_order: { ...EARLIER, paid_at: "soon" } },
    ],
    ["no error body", "Conflict"],
  ])("ignores %s", (_name, body) => {
    expect(earlierOrderOf(body)).toBeUndefined();
  });
});

describe("minutesSince", () => {
  const paid = Date.parse(EARLIER.paid_at);
  it.each([
    [10_000, 1],
    [60_000, 1],
    [119_000, 1],
    [29 * 60_000 + 59_000, 29],
  ])("%i ms later is %i minutes", (elapsed, minutes) => {
    expect(minutesSince(EARLIER.paid_at, paid + elapsed)).toBe(minutes);
  });
});
