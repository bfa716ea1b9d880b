import { createRequest } from "@urql/core";
import { describe, expect, it } from "vitest";
import { GetPackagePlansDocument, type GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import { compiledDocument } from "@/lib/graphql";
import { packagePlansKey } from "./plans-key";

const cases: GetPackagePlansQueryVariables[] = [
  { countryCode: "US", currencyCode: "USD", packageId: "vpn" },
  { packageId: "vpn", currencyCode: "EUR", countryCode: "DE", coupon: "SAVE20" },
  { countryCode: "LT", currencyCode: "EUR", packageId: "pass", filters: { subgroup: "family", period: ["1y", "2y"] }, coupon: undefined },
  {
    countryCode: "US",
    currencyCode: "USD",
    packageId: "vpn",
    crossSellPackageId: "pass-xs",
    knowledgeBaseVersion: null,
    filters: { a: { z: 1, b: [null, "x"] } },
  },
  { countryCode: "FR", currencyCode: "EUR", packageId: "locker", filters: { name: 'quote " and \\ slash é' } },
];

describe("packagePlansKey", () => {
  it.each(cases)("is urql's own key for %j, for the server's document and the browser's compiled one", (variables) => {
    expect(packagePlansKey(variables)).toBe(createRequest(GetPackagePlansDocument, variables).key);
    expect(packagePlansKey(variables)).toBe(createRequest(compiledDocument(GetPackagePlansDocument), variables).key);
  });

  it("tells different variables apart and ignores the order of their keys", () => {
    const [first, second] = cases;
    expect(packagePlansKey(first!)).not.toBe(packagePlansKey(second!));
    expect(packagePlansKey({ packageId: "vpn", countryCode: "US", currencyCode: "USD" })).toBe(packagePlansKey(first!));
  });
});
