import { describe, expect, it } from "vitest";
import { lineOf, periodsOf, planForPeriod, selectCrossSells, selectPlan, subgroupOf, variantsOf } from "./select-plan";
import { testCrossSell, testPlan } from "./test-plans";

const vpn = ["1m", "1y", "2y"].flatMap((period) => [
  testPlan(`vpn-standard-${period}`, { tier: "STANDARD" }),
  testPlan(`vpn-plus-${period}`, { tier: "PLUS", bundleType: "vpn_pass" }),
  testPlan(`vpn-ultimate-${period}`, { tier: "ULTIMATE", bundleType: "VPN_PASS_LOCKER" }),
]);

describe("selectPlan", () => {
  it.each([
    [{}, "vpn-standard-1y"],
    [{ period: "2y" }, "vpn-standard-2y"],
    [{ period: "1m", subgroup: "plus" }, "vpn-plus-1m"],
    [{ subgroup: "plus" }, "vpn-plus-1y"],
    [{ period: "3y" }, "vpn-standard-1y"],
    [{ period: "1y", subgroup: "ultra" }, "vpn-standard-1y"],
    [{ bundle: "vpn_pass" }, "vpn-plus-1y"],
    [{ period: "2y", bundle: "vpn_pass_locker" }, "vpn-ultimate-2y"],
    [{ bundle: "vpn_pass", subgroup: "ultimate" }, "vpn-ultimate-1y"],
    [{ bundle: "vpn_pass", subgroup: "ultra" }, "vpn-plus-1y"],
    [{ bundle: "family_pack" }, "vpn-standard-1y"],
  ])("%j selects %s", (choice, identifier) => {
    expect(selectPlan(vpn, choice)?.identifier).toBe(identifier);
  });

  it("falls back to the longest period when the package sells no yearly plan", () => {
    const plans = [testPlan("locker-500gb-1m"), testPlan("locker-500gb-2y")];
    expect(selectPlan(plans, {})?.identifier).toBe("locker-500gb-2y");
  });

  it("selects nothing from an empty package", () => {
    expect(selectPlan([], { period: "1y" })).toBeUndefined();
  });
});

describe("plan helpers", () => {
  it("lists periods shortest first and the variants of the chosen period", () => {
    expect(periodsOf([...vpn].reverse()).map((period) => period.identifier)).toEqual(["1m", "1y", "2y"]);
    const selected = selectPlan(vpn, { period: "2y" })!;
    expect(variantsOf(vpn, selected).map((plan) => plan.identifier)).toEqual(["vpn-standard-2y", "vpn-plus-2y", "vpn-ultimate-2y"]);
  });

  it("keeps the variant when the period changes", () => {
    const plus = selectPlan(vpn, { subgroup: "plus" })!;
    expect(planForPeriod(vpn, plus, "1m")?.identifier).toBe("vpn-plus-1m");
  });

  it("reads the variant from the tier or the subgroup attribute", () => {
    expect(subgroupOf(testPlan("vpn-plus-1y", { tier: "PLUS" }))).toBe("plus");
    const family = testPlan("pass-family-1y", {
      services: [{ identifier: "password_manager", attributes: [{ name: "SUBGROUP", value: "family" }] }],
    });
    expect(subgroupOf(family)).toBe("family");
    expect(subgroupOf(testPlan("incogni-1y"))).toBeUndefined();
  });

  it("matches cross-sells by product line, so they follow the period", () => {
    const plan = testPlan("vpn-plus-2y", { crossSellPlans: [testCrossSell("pass-xs-2y"), testCrossSell("locker-xs-2y")] });
    expect(selectCrossSells(plan, ["pass-xs-1y"]).map((xs) => xs.identifier)).toEqual(["pass-xs-2y"]);
    expect(selectCrossSells(plan, ["unknown-1y"])).toEqual([]);
    expect(lineOf("vpn-plus-12m")).toBe("vpn-plus");
    expect(lineOf("nordprotect")).toBe("nordprotect");
  });
});
