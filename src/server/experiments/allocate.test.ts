import { describe, expect, it } from "vitest";
import { allocate, drawVariant, visitorTypeOf, type AllocationInput } from "./allocate";
import { experimentsSchema, type Experiment } from "./experiment-config";

const experiments: Experiment[] = experimentsSchema.parse([
  {
    id: "home-to-products",
    type: "redirect",
    allocation: 100,
    variants: [
      { value: "a", weight: 1 },
      { value: "b", weight: 1, redirectTo: "/products/" },
    ],
    triggers: { paths: ["/"] },
  },
  {
    id: "period",
    type: "segment",
    allocation: 100,
    variants: [
      { value: "radio", weight: 1, flags: { planPeriodRadio: "on", planPeriodDropdown: "off" } },
      { value: "dropdown", weight: 1, flags: { planPeriodRadio: "off", planPeriodDropdown: "on" } },
    ],
    triggers: { paths: ["/payment/"] },
  },
  {
    id: "new-pricing",
    type: "segment",
    isolate: true,
    allocation: 50,
    pricing: true,
    variants: [{ value: "low", weight: 1 }],
    triggers: { paths: ["/payment/"] },
    filterSettings: { countries: ["DE"] },
  },
]);

/** A fixed sequence of draws: each call returns the next number. */
const draws = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

const input = (overrides: Partial<AllocationInput> = {}): AllocationInput => ({
  experiments,
  stored: { global: {}, local: {} },
  forced: {},
  visitor: { path: "/payment/", countryCode: "US", locale: "en", deviceType: "desktop" },
  random: draws(0),
  ...overrides,
});

describe("drawVariant", () => {
  it("draws each variant in proportion to its weight within the allocation (100,000 draws, within 1 %)", () => {
    const [experiment] = experimentsSchema.parse([
      {
        id: "x",
        type: "segment",
        allocation: 80,
        variants: [
          { value: "a", weight: 1 },
          { value: "b", weight: 3 },
        ],
      },
    ]);
    const counts: Record<string, number> = { a: 0, b: 0, excl: 0 };
    const total = 100_000;
    for (let i = 0; i < total; i++) counts[drawVariant(experiment!, Math.random)]! += 1;
    expect(Math.abs(counts.excl! / total - 0.2)).toBeLessThan(0.01);
    expect(Math.abs(counts.a! / total - 0.2)).toBeLessThan(0.01);
    expect(Math.abs(counts.b! / total - 0.6)).toBeLessThan(0.01);
  });

  it('puts visitors outside the allocation in "excl", and never draws a variant of weight 0', () => {
    const [experiment] = experimentsSchema.parse([
      {
        id: "x",
        type: "segment",
        allocation: 30,
        variants: [
          { value: "qa-only", weight: 0 },
          { value: "on", weight: 5 },
        ],
      },
    ]);
    expect(drawVariant(experiment!, draws(0.3))).toBe("excl");
    expect(drawVariant(experiment!, draws(0.29, 0))).toBe("on");
    expect(drawVariant(experiment!, draws(0.1, 0.9999))).toBe("on");
  });
});

describe("visitorTypeOf", () => {
  it("is NEW_USER without assignments, ISOLATED inside an isolated experiment, OVERLAPPING otherwise", () => {
    expect(visitorTypeOf({ global: {}, local: {} })).toBe("NEW_USER");
    expect(visitorTypeOf({ global: {}, local: { "new-pricing": "low" } })).toBe("ISOLATED");
    expect(visitorTypeOf({ global: { period: "radio" }, local: {} })).toBe("OVERLAPPING");
    expect(visitorTypeOf({ global: {}, local: { "new-pricing": "excl" } })).toBe("OVERLAPPING");
  });
});

describe("allocate", () => {
  it("draws a new visitor into the experiments this page triggers, and only those", () => {
    const result = allocate(input({ random: draws(0, 0.9) }));
    expect(result.visitorType).toBe("NEW_USER");
    expect(result.stored.global).toEqual({ period: "dropdown" });
    expect(result.variants).toEqual({ period: "dropdown" });
    expect(result.flags).toEqual({ planPeriodRadio: "off", planPeriodDropdown: "on" });
    expect(result.header).toBe("period:dropdown");
    expect(result.redirectTo).toBeNull();
  });

  it("keeps valid stored assignments and drops invalid ones", () => {
    const result = allocate(
      input({ stored: { global: { period: "radio", gone: "a", "home-to-products": "zzz" }, local: {} }, random: draws(0.99) }),
    );
    expect(result.visitorType).toBe("OVERLAPPING");
    expect(result.stored.global).toEqual({ period: "radio" });
    expect(result.variants).toEqual({ period: "radio" });
  });

  it("isolates: a new visitor drawn into an isolated experiment joins nothing else, and stays out of later ones", () => {
    const germany = { path: "/payment/", countryCode: "DE", locale: "de", deviceType: "desktop" } as const;
    const isolated = allocate(input({ visitor: germany, random: draws(0) }));
    expect(isolated.stored).toEqual({ global: {}, local: { "new-pricing": "low" } });
    expect(isolated.pricingExperimentId).toBe("new-pricing:low");
    const later = allocate(input({ visitor: germany, stored: isolated.stored, random: draws(0) }));
    expect(later.visitorType).toBe("ISOLATED");
    expect(later.stored.global).toEqual({});
  });

  it("never draws an overlapping visitor into an isolated experiment", () => {
    const germany = { path: "/payment/", countryCode: "DE", locale: "de", deviceType: "desktop" } as const;
    const result = allocate(input({ visitor: germany, stored: { global: { period: "radio" }, local: {} }, random: draws(0) }));
    expect(result.stored.local).toEqual({});
    expect(result.variants).toEqual({ period: "radio" });
  });

  it("respects the filters: outside their countries a visitor is not drawn at all", () => {
    const result = allocate(input({ random: draws(0) }));
    expect(result.stored.local).toEqual({});
  });

  it('treats "excl" as a kept assignment that enables nothing', () => {
    const result = allocate(input({ stored: { global: { period: "excl" }, local: {} } }));
    expect(result.stored.global).toEqual({ period: "excl" });
    expect(result.variants).toEqual({});
    expect(result.header).toBeNull();
  });

  it("lets QA force a variant (or excl) over everything, without storing it", () => {
    const forced = allocate(input({ visitor: { ...input().visitor, path: "/" }, forced: { "home-to-products": "b", period: "excl" } }));
    expect(forced.redirectTo).toBe("/products/");
    expect(forced.variants).toEqual({ "home-to-products": "b" });
    expect(forced.stored.global).toEqual({ "home-to-products": "a" });
  });

  it("redirects only on the experiment's own trigger paths", () => {
    const elsewhere = allocate(input({ stored: { global: { "home-to-products": "b" }, local: {} } }));
    expect(elsewhere.variants["home-to-products"]).toBe("b");
    expect(elsewhere.redirectTo).toBeNull();
  });
});
