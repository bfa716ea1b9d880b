import { describe, expect, it } from "vitest";
import { testPlan } from "@/features/plans/test-plans";
import { isPlanPreselected } from "./plan-preselected";

const standard1y = testPlan("vpn-standard-1y", { tier: "STANDARD" });
const plus1y = testPlan("vpn-plus-1y", { tier: "PLUS", bundleType: "vpn_pass" });
const standard2y = testPlan("vpn-standard-2y", { tier: "STANDARD" });
const vpn = [standard1y, plus1y, standard2y];
const locker = [testPlan("locker-1y"), testPlan("locker-1m")];

describe("isPlanPreselected", () => {
  it.each([
    ["period and tier", vpn, plus1y, { product_period: "1y", product_subgroup: "plus" }, true],
    ["period and bundle", vpn, plus1y, { product_period: "1y", bundle_type: "vpn_pass" }, true],
    ["a period with one variant", locker, locker[0]!, { product_period: "1y" }, true],
    ["a period with one variant only there", vpn, standard2y, { product_period: "2y" }, true],
    ["nothing", vpn, standard1y, {}, false],
    ["a period alone where there are several tiers: its first, as shown", vpn, standard1y, { product_period: "1y" }, true],
    ["a tier but no period", vpn, plus1y, { product_subgroup: "plus" }, false],
    ["a period the package does not sell", vpn, plus1y, { product_period: "3y", product_subgroup: "plus" }, false],
    ["a tier the period does not have", vpn, standard1y, { product_period: "1y", product_subgroup: "ultimate" }, false],
    ["an unknown bundle", vpn, standard1y, { product_period: "1y", bundle_type: "vpn_nothing" }, false],
    ["a chosen plan that opens at the plans", vpn, plus1y, { product_period: "1y", product_subgroup: "plus", focus: "plans" }, false],
    [
      "a chosen plan that opens at the cross-sells",
      vpn,
      plus1y,
      { product_period: "1y", product_subgroup: "plus", focus: "cross_sell" },
      false,
    ],
    [
      "a chosen plan on the package step",
      vpn,
      plus1y,
      { product_period: "1y", product_subgroup: "plus", payment_step: "package_identifier" },
      false,
    ],
  ] as const)("%s: %s", (_name, plans, selected, query, expected) => {
    expect(isPlanPreselected(plans, selected, query)).toBe(expected);
  });
});
