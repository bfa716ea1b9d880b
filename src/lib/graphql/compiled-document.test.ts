import { createRequest, formatDocument } from "urql";
import { describe, expect, it } from "vitest";
import { GetPackagePlansDocument } from "@/contracts/generated/graphql";
import { print } from "./browser-graphql-web";
import { compiledDocument } from "./compiled-document";

const variables = { countryCode: "US", currencyCode: "USD" as const, packageId: "vpn" };

describe("compiledDocument (the browser's form of a query)", () => {
  it("has the key the same query has as a string, so the server's prefetched answer is found", () => {
    expect(createRequest(compiledDocument(GetPackagePlansDocument), variables).key).toBe(createRequest(GetPackagePlansDocument, variables).key);
    expect(createRequest(compiledDocument(GetPackagePlansDocument), { ...variables, coupon: "SAVE" }).key).not.toBe(
      createRequest(GetPackagePlansDocument, variables).key,
    );
  });

  it("is sent as the query's own text, also once urql's document cache has rewritten it", () => {
    const compiled = compiledDocument(GetPackagePlansDocument);
    expect(print(formatDocument(compiled) as { loc?: { source: { body: string } } })).toBe(GetPackagePlansDocument);
    expect(compiled.definitions[0]).toMatchObject({ kind: "OperationDefinition", operation: "query", name: { value: "getPackagePlans" } });
  });

  it("leaves no way to parse a query in the browser", async () => {
    const { parse } = await import("./browser-graphql-web");
    expect(() => parse()).toThrow(/compiled document/);
    expect(() => print({})).toThrow(/compiled document/);
  });
});
