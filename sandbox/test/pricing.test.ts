import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENCIES } from "@/contracts/enums";
import { call, startTestSandbox, type Json, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

const QUERY = `query($countryCode: String!, $currencyCode: CurrencyCode!, $packageId: String!, $filters: JSON, $coupon: String, $crossSellPackageId: String) {
  getPackagePlans(countryCode: $countryCode, currencyCode: $currencyCode, packageId: $packageId, filters: $filters, coupon: $coupon, crossSellPackageId: $crossSellPackageId) {
    identifier productGroup
    coupon { code isLegacy status percentage message }
    plans {
      identifier displayTitle merchant remoteID tier kind bundleType couponStatus
      coupon { code isLegacy }
      period { identifier interval unit }
      extraPeriod { identifier interval unit }
      services { identifier attributes { name value } }
      price { id total atomic currencyCode discount { atomicBeforeDiscount totalBeforeDiscount percentageDiscount } }
      nextChargePlan { period { identifier } price { id total } services { identifier attributes { name value } } }
      crossSellPlans { identifier price { id total } }
    }
  }
}`;

type Variables = Record<string, unknown>;

async function plans(variables: Variables) {
  const response = await call(sandbox.url, "/graphql", {
    method: "POST",
    json: { query: QUERY, variables: { countryCode: "US", currencyCode: "USD", ...variables } },
  });
  expect(response.status).toBe(200);
  return response.body;
}

function plan(result: Json, identifier: string) {
  const found = result.data.getPackagePlans.plans.find((candidate: Json) => candidate.identifier === identifier);
  expect(found, identifier).toBeDefined();
  return found;
}

describe("getPackagePlans", () => {
  it("serves the VPN tiers with discounts, extra period, renewals and decimals from minor units", async () => {
    const result = await plans({ packageId: "vpn" });
    const identifiers = result.data.getPackagePlans.plans.map((candidate: Json) => candidate.identifier);
    expect(identifiers).toEqual(
      expect.arrayContaining(["vpn-standard-1m", "vpn-standard-1y", "vpn-standard-2y", "vpn-plus-1y", "vpn-ultimate-2y"]),
    );
    const twoYear = plan(result, "vpn-standard-2y");
    expect(twoYear).toMatchObject({
      tier: "STANDARD",
      merchant: "NORDVPN",
      period: { identifier: "2y", interval: 2, unit: "YEAR" },
      extraPeriod: { identifier: "3m", interval: 3, unit: "MONTH" },
      price: { id: "vpn-standard-2y.USD", total: 83.76, atomic: 3.49, currencyCode: "USD" },
      nextChargePlan: { period: { identifier: "1y" }, price: { id: "vpn-standard-2y.USD.renewal", total: 99.99 } },
    });
    expect(twoYear.price.discount).toEqual({ atomicBeforeDiscount: 12.99, totalBeforeDiscount: 311.76, percentageDiscount: 73 });
    expect(plan(result, "vpn-standard-1m").price.discount.percentageDiscount).toBe(0);
    expect(plan(result, "vpn-plus-1y").bundleType).toBe("vpn_pass");
    expect(Number.isInteger(twoYear.remoteID)).toBe(true);
  });

  it("prices every one of the 20 currencies, JPY and KRW in whole units", async () => {
    for (const currency of CURRENCIES) {
      const result = await plans({ packageId: "vpn", currencyCode: currency });
      const price = plan(result, "vpn-standard-1y").price;
      expect(price.currencyCode).toBe(currency);
      expect(price.total).toBeGreaterThan(0);
      if (currency === "JPY" || currency === "KRW") expect(Number.isInteger(price.total)).toBe(true);
      else expect(Math.round(price.total * 100)).toBeCloseTo(price.total * 100, 6);
    }
  });

  it("offers password-manager cross-sells only with plans that do not include them", async () => {
    const result = await plans({ packageId: "vpn", crossSellPackageId: "vpn-cross-sell" });
    expect(plan(result, "vpn-standard-1y").crossSellPlans.map((xs: Json) => xs.identifier)).toEqual(["pass-xs-1y", "locker-xs-1y"]);
    expect(plan(result, "vpn-plus-2y").crossSellPlans.map((xs: Json) => xs.identifier)).toEqual(["locker-xs-2y"]);
    expect(plan(result, "vpn-ultimate-1m").crossSellPlans).toEqual([]);
    const without = await plans({ packageId: "vpn" });
    expect(plan(without, "vpn-standard-1y").crossSellPlans).toEqual([]);
  });

  it.each([
    [undefined, "individual"],
    [{ subgroup: "family" }, "family"],
    [{ subgroup: "enterprise" }, "individual"],
    ["family", "individual"],
    [["family"], "individual"],
  ])("reads the pass subgroup filter %j as %s", async (filters, subgroup) => {
    const result = await plans({ packageId: "pass", filters });
    const found = result.data.getPackagePlans.plans;
    expect(found.length).toBeGreaterThan(0);
    for (const candidate of found) {
      expect(candidate.identifier.startsWith(`pass-${subgroup}-`)).toBe(true);
      expect(candidate.services[0].attributes).toEqual([{ name: "SUBGROUP", value: subgroup }]);
    }
  });

  it.each([
    [undefined, "locker-500gb"],
    [{ storage_quota_amount: 2, storage_quota_unit: "terabyte" }, "locker-2tb"],
    [{ storage_quota_amount: "2048", storage_quota_unit: "gigabyte" }, "locker-2tb"],
    [{ storage_quota_amount: 2 }, "locker-500gb"],
    [{ storage_quota_amount: "lots", storage_quota_unit: "terabyte" }, "locker-500gb"],
    [{ storage_quota_amount: 2, storage_quota_unit: "parsec" }, "locker-500gb"],
  ])("reads the locker quota filter %j as %s", async (filters, line) => {
    const result = await plans({ packageId: "locker", filters });
    const identifiers = result.data.getPackagePlans.plans.map((candidate: Json) => candidate.identifier);
    expect(identifiers).toEqual([`${line}-1m`, `${line}-1y`]);
  });

  it("serves every product group", async () => {
    for (const [packageId, group] of [
      ["nordprotect", "NORDPROTECT"],
      ["incogni", "INCOGNI"],
      ["pass", "PASS"],
      ["locker", "LOCKER"],
    ]) {
      const result = await plans({ packageId });
      expect(result.data.getPackagePlans.productGroup).toBe(group);
      expect(result.data.getPackagePlans.plans.length).toBeGreaterThan(0);
    }
  });

  it("answers null for an unknown package and an error for an unknown country", async () => {
    expect((await plans({ packageId: "teleporter" })).data.getPackagePlans).toBeNull();
    const bad = await plans({ packageId: "vpn", countryCode: "XX" });
    expect(bad.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("answers GET for short queries", async () => {
    const query = encodeURIComponent(
      '{ getPackagePlans(countryCode: "DE", currencyCode: EUR, packageId: "incogni") { plans { identifier price { total currencyCode } } } }',
    );
    const response = await call(sandbox.url, `/graphql?query=${query}`);
    expect(response.status).toBe(200);
    expect(response.body.data.getPackagePlans.plans[0].price.currencyCode).toBe("EUR");
  });
});

describe("coupons", () => {
  it("SAVE20 takes 20 % off every plan, case-insensitively", async () => {
    const result = await plans({ packageId: "vpn", coupon: "save20" });
    expect(result.data.getPackagePlans.coupon).toMatchObject({ code: "SAVE20", status: "applied", percentage: 20, isLegacy: false });
    const yearly = plan(result, "vpn-standard-1y");
    expect(yearly.couponStatus).toBe("applied");
    expect(yearly.coupon).toEqual({ code: "SAVE20", isLegacy: false });
    expect(yearly.price).toMatchObject({ id: "vpn-standard-1y.USD.SAVE20", total: 47.9 });
    expect(plan(result, "vpn-standard-1m").price.total).toBe(10.39);
  });

  it("YEARLY50 halves plans of a year or longer and is not redeemable on monthly ones", async () => {
    const result = await plans({ packageId: "vpn", coupon: "YEARLY50" });
    expect(result.data.getPackagePlans.coupon.status).toBe("applied");
    expect(plan(result, "vpn-standard-1y").price.total).toBe(29.94);
    const monthly = plan(result, "vpn-standard-1m");
    expect(monthly.couponStatus).toBe("not_redeemable");
    expect(monthly.coupon).toBeNull();
    expect(monthly.price.total).toBe(12.99);
    const onlyMonthly = await plans({ packageId: "vpn", coupon: "YEARLY50", filters: {} });
    expect(onlyMonthly.data.getPackagePlans.coupon.status).toBe("applied");
  });

  it("SAVE5 yields to a larger plan discount", async () => {
    const result = await plans({ packageId: "vpn", coupon: "SAVE5" });
    expect(plan(result, "vpn-standard-2y").couponStatus).toBe("better_deal_available");
    expect(plan(result, "vpn-standard-2y").price.total).toBe(83.76);
    expect(plan(result, "vpn-standard-1m").couponStatus).toBe("applied");
  });

  it("USED10 says it was already used", async () => {
    const result = await plans({ packageId: "vpn", coupon: "used10" });
    expect(result.data.getPackagePlans.coupon).toMatchObject({
      code: "USED10",
      status: "already_used",
      message: "You have already used the coupon code USED10.",
    });
    expect(plan(result, "vpn-standard-1y").coupon).toBeNull();
  });

  it("LEGACY30 is a legacy coupon on the package and on each plan it applies to", async () => {
    const result = await plans({ packageId: "vpn", coupon: "legacy30" });
    expect(result.data.getPackagePlans.coupon).toMatchObject({ code: "LEGACY30", status: "applied", isLegacy: true });
    expect(plan(result, "vpn-standard-1y").coupon).toEqual({ code: "LEGACY30", isLegacy: true });
  });

  it("EXPIRED has expired and anything else is invalid", async () => {
    expect((await plans({ packageId: "vpn", coupon: "EXPIRED" })).data.getPackagePlans.coupon.status).toBe("expired");
    const invalid = await plans({ packageId: "vpn", coupon: "FREEVPN" });
    expect(invalid.data.getPackagePlans.coupon).toMatchObject({ code: "FREEVPN", status: "invalid", percentage: null });
    expect(plan(invalid, "vpn-standard-1y").price.total).toBe(59.88);
  });
});

describe("the next charge", () => {
  it("lists the services a plan renews with", async () => {
    const result = await plans({ packageId: "locker" });
    const [first] = result.data.getPackagePlans.plans;
    expect(first.nextChargePlan.services.length).toBeGreaterThan(0);
    expect(first.nextChargePlan.services).toEqual(first.services);
  });
});
