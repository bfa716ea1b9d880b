import { describe, expect, it } from "vitest";
import { DATA_SIZE_UNITS } from "@/contracts/enums";
import { parseProductFilters } from "./product-filters";

const passDefault = {
  filters: { subgroup: "individual" },
  pricing: { subgroup: "individual" },
  query: { "product_filters[subgroup]": "individual" },
};
const lockerDefault = {
  filters: { storageQuotaAmount: 500, storageQuotaUnit: "gigabyte" },
  pricing: { storage_quota_amount: 500, storage_quota_unit: "gigabyte" },
  query: { "product_filters[storage_quota_amount]": "500", "product_filters[storage_quota_unit]": "gigabyte" },
};

describe("parseProductFilters", () => {
  it("reads nothing without a product", () => {
    expect(parseProductFilters(undefined, { subgroup: "family" })).toBeUndefined();
  });

  it.each(["vpn", "nordprotect", "incogni"] as const)("gives %s no filters, whatever the input", (product) => {
    expect(parseProductFilters(product, { subgroup: "family", storage_quota_amount: 2 })).toEqual({
      filters: {},
      pricing: null,
      query: {},
    });
  });

  describe("password manager", () => {
    it.each(["family", "individual", "FAMILY", " Family "])("reads the subgroup %j", (subgroup) => {
      const expected = subgroup.trim().toLowerCase();
      expect(parseProductFilters("pass", { subgroup })).toEqual({
        filters: { subgroup: expected },
        pricing: { subgroup: expected },
        query: { "product_filters[subgroup]": expected },
      });
    });

    it.each([
      ["no filters", undefined],
      ["an empty object", {}],
      ["an unknown subgroup", { subgroup: "business" }],
      ["a subgroup array", { subgroup: ["family"] }],
      ["a number", { subgroup: 1 }],
      ["a script tag", { subgroup: "<script>alert(1)</script>" }],
      ["a string", "family"],
      ["an array", ["family"]],
      ["null", null],
      [
        "a class instance",
        new (class Filters {
          subgroup = "family";
        })(),
      ],
      ["a date", new Date()],
    ])("defaults to individual for %s", (_case, raw) => {
      expect(parseProductFilters("pass", raw)).toEqual(passDefault);
    });

    it("ignores inherited properties", () => {
      expect(parseProductFilters("pass", Object.create({ subgroup: "family" }))).toEqual(passDefault);
      expect(parseProductFilters("pass", JSON.parse('{"__proto__": {"subgroup": "family"}}'))).toEqual(passDefault);
    });

    it("accepts an object without a prototype (qs can produce one)", () => {
      const raw = Object.assign(Object.create(null) as Record<string, unknown>, { subgroup: "family" });
      expect(parseProductFilters("pass", raw)?.filters).toEqual({ subgroup: "family" });
    });
  });

  describe("locker", () => {
    it.each(DATA_SIZE_UNITS.map((unit) => [unit]))("reads a quota in %s", (unit) => {
      expect(parseProductFilters("locker", { storage_quota_amount: 2, storage_quota_unit: unit })?.pricing).toEqual({
        storage_quota_amount: 2,
        storage_quota_unit: unit,
      });
    });

    it("reads the link form with string values", () => {
      expect(parseProductFilters("locker", { storage_quota_amount: "2", storage_quota_unit: "Terabyte" })).toEqual({
        filters: { storageQuotaAmount: 2, storageQuotaUnit: "terabyte" },
        pricing: { storage_quota_amount: 2, storage_quota_unit: "terabyte" },
        query: { "product_filters[storage_quota_amount]": "2", "product_filters[storage_quota_unit]": "terabyte" },
      });
      expect(parseProductFilters("locker", { storage_quota_amount: "1.5", storage_quota_unit: "terabyte" })?.filters).toEqual({
        storageQuotaAmount: 1.5,
        storageQuotaUnit: "terabyte",
      });
    });

    it.each([
      ["only an amount", { storage_quota_amount: 2 }],
      ["only a unit", { storage_quota_unit: "terabyte" }],
      ["an unknown unit", { storage_quota_amount: 2, storage_quota_unit: "tb" }],
      ["a non-numeric amount", { storage_quota_amount: "two", storage_quota_unit: "terabyte" }],
      ["a negative amount", { storage_quota_amount: -2, storage_quota_unit: "terabyte" }],
      ["a zero amount", { storage_quota_amount: 0, storage_quota_unit: "terabyte" }],
      ["an infinite amount", { storage_quota_amount: Number.POSITIVE_INFINITY, storage_quota_unit: "terabyte" }],
      ["a huge amount", { storage_quota_amount: "99999999999", storage_quota_unit: "terabyte" }],
      ["an exponent", { storage_quota_amount: "1e3", storage_quota_unit: "terabyte" }],
      ["a hex amount", { storage_quota_amount: "0x10", storage_quota_unit: "terabyte" }],
      ["an empty amount", { storage_quota_amount: "", storage_quota_unit: "terabyte" }],
      ["an amount array", { storage_quota_amount: ["2"], storage_quota_unit: "terabyte" }],
      ["camelCase keys", { storageQuotaAmount: 2, storageQuotaUnit: "terabyte" }],
      ["not an object", "2 terabyte"],
    ])("uses the default 500 gigabyte for %s", (_case, raw) => {
      expect(parseProductFilters("locker", raw)).toEqual(lockerDefault);
    });
  });
});
