import * as real from "@0no-co/graphql.web";
import { createRequest, formatDocument } from "@urql/core";
import { describe, expect, it } from "vitest";
import { GetPackagePlansDocument } from "@/contracts/generated/graphql";
import { GraphQLError, Kind, print } from "./browser-graphql-web";
import { compiledDocument } from "./compiled-document";

const variables = { countryCode: "US", currencyCode: "USD" as const, packageId: "vpn" };

describe("compiledDocument (the browser's form of a query)", () => {
  it("has the key the same query has as a string, so the server's prefetched answer is found", () => {
    expect(createRequest(compiledDocument(GetPackagePlansDocument), variables).key).toBe(
      createRequest(GetPackagePlansDocument, variables).key,
    );
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

  it("has the package's AST kinds and an error class urql cannot tell from the package's", () => {
    // Every kind the package defines at run time, with its value.
    expect(Kind).toEqual({ ...real.Kind });
    const cause = Object.assign(new Error("upstream"), { extensions: { code: "UNAVAILABLE" } });
    const cases: ConstructorParameters<typeof real.GraphQLError>[] = [
      ["plain"],
      ["with a path", undefined, undefined, undefined, ["getPackagePlans", 0]],
      ["from a cause", undefined, undefined, undefined, undefined, cause],
      ["own extensions", undefined, undefined, undefined, undefined, cause, { code: "OWN" }],
    ];
    for (const args of cases) {
      const ours = new GraphQLError(...(args as ConstructorParameters<typeof GraphQLError>));
      const theirs = new real.GraphQLError(...args);
      expect(ours).toBeInstanceOf(Error);
      expect([ours.name, ours.message, String(ours), Object.prototype.toString.call(ours)]).toEqual([
        theirs.name,
        theirs.message,
        String(theirs),
        Object.prototype.toString.call(theirs),
      ]);
      expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
      expect(JSON.parse(JSON.stringify(ours))).toEqual(JSON.parse(JSON.stringify(theirs)));
    }
  });
});
