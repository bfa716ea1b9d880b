import { describe, expect, it } from "vitest";
import type { Plan } from "@/features/plans";
import { testCrossSell, testPlan } from "@/features/plans/test-plans";
import { addedServices, offeredCrossSells, offeredPlanOf, offeredPlans, periodControlOf, planChoiceParams, upgradeOf } from "./flag-offer";

function plan(identifier: string, tier: Plan["tier"], total: number): Plan {
  const base = testPlan(identifier, { tier });
  return { ...base, price: { ...base.price, total } };
}
const standard1m = plan("vpn-standard-1m", "STANDARD", 12.99);
const standard1y = plan("vpn-standard-1y", "STANDARD", 59.88);
const plus1y = plan("vpn-plus-1y", "PLUS", 71.88);
const ultimate1y = plan("vpn-ultimate-1y", "ULTIMATE", 95.88);
const plans = [standard1m, standard1y, plus1y, ultimate1y];

describe("the period control", () => {
  it.each([
    [{ planPeriodRadio: "on" }, "radio"],
    [{ planPeriodDropdown: "on" }, "dropdown"],
    [{ planPeriodRadio: "on", planPeriodDropdown: "on" }, "dropdown"],
    [{ planPeriodRadio: "off", planPeriodDropdown: "off" }, "none"],
    [{}, "none"],
  ])("%j gives %s", (flags, control) => {
    expect(periodControlOf(flags)).toBe(control);
  });
});

describe("extra plans", () => {
  it("leaves the monthly plans out without the flag, and a link naming one gets the default period", () => {
    expect(offeredPlans(plans, {}).map((p) => p.identifier)).toEqual(["vpn-standard-1y", "vpn-plus-1y", "vpn-ultimate-1y"]);
    expect(offeredPlanOf(plans, { product_period: "1m" }, {})?.identifier).toBe("vpn-standard-1y");
  });

  it("sells every period with the flag", () => {
    expect(offeredPlans(plans, { extraPlans: "on" })).toEqual(plans);
    expect(offeredPlanOf(plans, { product_period: "1m" }, { extraPlans: "on" })?.identifier).toBe("vpn-standard-1m");
  });

  it("never empties a package that sells only monthly plans", () => {
    expect(offeredPlans([standard1m], {})).toEqual([standard1m]);
  });
});

describe("add-ons", () => {
  const withAddOn = testPlan("vpn-standard-1y", { crossSellPlans: [testCrossSell("pass-xs-1y")] });

  it("puts the add-ons a link names in the cart only with the flag", () => {
    expect(offeredCrossSells(withAddOn, ["pass-xs-1y"], { addOn: "on" }).map((offer) => offer.identifier)).toEqual(["pass-xs-1y"]);
    expect(offeredCrossSells(withAddOn, ["pass-xs-1y"], { addOn: "off" })).toEqual([]);
  });
});

describe("the upgrade offer", () => {
  it("offers the next dearer tier of the same period with the flag", () => {
    expect(upgradeOf(plans, standard1y, { planUpgrade: "on" })?.identifier).toBe("vpn-plus-1y");
    expect(upgradeOf(plans, plus1y, { planUpgrade: "on" })?.identifier).toBe("vpn-ultimate-1y");
  });

  it("offers nothing from the top tier, without a dearer tier, or without the flag", () => {
    expect(upgradeOf(plans, ultimate1y, { planUpgrade: "on" })).toBeUndefined();
    expect(upgradeOf(plans, standard1m, { planUpgrade: "on" })).toBeUndefined();
    expect(upgradeOf(plans, standard1y, {})).toBeUndefined();
  });
});

describe("what the upgrade offer says and links to", () => {
  it("names only the services the upgrade adds, and the address that chooses it", () => {
    const vpn = { identifier: "vpn", title: "NordVPN", attributes: [] };
    const threat = { identifier: "threat_protection", title: "Threat Protection Pro", attributes: [] };
    const from = { ...standard1y, services: [vpn] };
    const to = { ...plus1y, services: [vpn, threat] };
    expect(addedServices(from, to)).toEqual([threat]);
    expect(planChoiceParams(to)).toEqual({ product_period: "1y", product_subgroup: "plus" });
  });
});
