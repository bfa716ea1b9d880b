import { describe, expect, it } from "vitest";
import type { PricedPlan } from "@/features/plans";
import { testPlan } from "@/features/plans/test-plans";
import { addPeriod, renewalTerms } from "./renewal-terms";

const renewsYearly = (total: number) => ({
  period: { identifier: "1y", interval: 1, unit: "YEAR" as const },
  price: { id: "renewal", total, currencyCode: "USD" as const, discount: { totalBeforeDiscount: total, percentageDiscount: 0 } },
  services: [],
});
const today = new Date(2026, 10, 23);

describe("addPeriod", () => {
  it.each([
    [{ interval: 1, unit: "YEAR" as const }, new Date(2027, 10, 23)],
    [{ interval: 2, unit: "YEAR" as const }, new Date(2028, 10, 23)],
    [{ interval: 1, unit: "MONTH" as const }, new Date(2026, 11, 23)],
    [{ interval: 2, unit: "WEEK" as const }, new Date(2026, 11, 7)],
    [{ interval: 30, unit: "DAY" as const }, new Date(2026, 11, 23)],
  ])("adds %o", (period, expected) => {
    expect(addPeriod(today, period)).toEqual(expected);
  });

  it("keeps a month's last day instead of spilling into the next month", () => {
    expect(addPeriod(new Date(2027, 0, 31), { interval: 1, unit: "MONTH" })).toEqual(new Date(2027, 1, 28));
    expect(addPeriod(new Date(2028, 1, 29), { interval: 1, unit: "YEAR" })).toEqual(new Date(2029, 1, 28));
  });
});

const titleOf = (item: PricedPlan) => item.identifier;

describe("renewalTerms", () => {
  it("states the plan and the add-on bought with it as one renewal at their summed price", () => {
    const plan = testPlan("vpn-plus-1y", { nextChargePlan: renewsYearly(119.99) });
    const addOn = testPlan("locker-xs-1y", { nextChargePlan: renewsYearly(23.99) });
    expect(renewalTerms([plan, addOn], today, titleOf)).toEqual([
      {
        titles: ["vpn-plus-1y", "locker-xs-1y"],
        date: new Date(2027, 10, 23),
        price: 143.98,
        currency: "USD",
        every: { interval: 1, unit: "YEAR" },
      },
    ]);
  });

  it("counts the extra months into the first term, so an add-on without them renews on its own day", () => {
    const extra = { identifier: "3m", interval: 3, unit: "MONTH" as const };
    const plan = testPlan("vpn-plus-2y", { extraPeriod: extra, nextChargePlan: renewsYearly(119.99) });
    const addOn = testPlan("pass-xs-2y", { nextChargePlan: renewsYearly(35.88) });
    expect(renewalTerms([plan, addOn], today, titleOf).map(({ titles, date, price }) => ({ titles, date, price }))).toEqual([
      { titles: ["vpn-plus-2y"], date: new Date(2029, 1, 23), price: 119.99 },
      { titles: ["pass-xs-2y"], date: new Date(2028, 10, 23), price: 35.88 },
    ]);
  });

  it("leaves out an item that does not renew", () => {
    expect(renewalTerms([testPlan("vpn-standard-1y")], today, titleOf)).toEqual([]);
  });

  it("names each item as its next charge's services say it renews", () => {
    const quota = (value: string) => [{ identifier: "locker", attributes: [{ name: "QUOTA_STORAGE_SIZE" as const, value }] }];
    const promo = testPlan("locker-2tb-1y", {
      productGroup: "LOCKER",
      services: quota("2 terabyte"),
      nextChargePlan: { ...renewsYearly(47.88), services: quota("500 gigabyte") },
    });
    const quotaOf = (item: PricedPlan) => item.services[0]?.attributes[0]?.value ?? "";
    expect(renewalTerms([promo], today, quotaOf)[0]?.titles).toEqual(["500 gigabyte"]);
    const unchanged = testPlan("locker-2tb-1y", { services: quota("2 terabyte"), nextChargePlan: renewsYearly(47.88) });
    expect(renewalTerms([unchanged], today, quotaOf)[0]?.titles).toEqual(["2 terabyte"]);
  });
});
