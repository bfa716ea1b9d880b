import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from "graphql";
import { createGraphQLError, createSchema } from "graphql-yoga";
import { isCountryCode } from "@/contracts/countries";
import type { QueryGetPackagePlansArgs } from "@/contracts/generated/schema-types";
import { getPackagePlans } from "./package-plans";

const typeDefs = readFileSync(fileURLToPath(new URL("../../../src/contracts/pricing.graphql", import.meta.url)), "utf8");

const decimalScalar = new GraphQLScalarType({
  name: "Decimal",
  serialize: (value) => {
    if (typeof value !== "number" || !Number.isFinite(value)) throw new GraphQLError("Decimal must be a finite number");
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== "number" || !Number.isFinite(value)) throw new GraphQLError("Decimal must be a finite number");
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.FLOAT && ast.kind !== Kind.INT) throw new GraphQLError("Decimal must be a number");
    return Number(ast.value);
  },
});

const jsonScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables) as unknown,
});

export function createPricingSchema() {
  return createSchema({
    typeDefs,
    resolvers: {
      Decimal: decimalScalar,
      JSON: jsonScalar,
      Query: {
        getPackagePlans: (_parent: unknown, args: QueryGetPackagePlansArgs) => {
          if (!isCountryCode(args.countryCode)) {
            // yoga's own error factory: a GraphQLError from another copy of graphql (ESM vs CJS) would be masked.
            throw createGraphQLError(`Unknown country code "${args.countryCode.slice(0, 8)}"`, {
              extensions: { code: "BAD_USER_INPUT", field: "countryCode" },
            });
          }
          return getPackagePlans({
            currencyCode: args.currencyCode,
            packageId: args.packageId,
            filters: args.filters,
            coupon: args.coupon?.slice(0, 64),
            crossSellPackageId: args.crossSellPackageId,
          });
        },
      },
    },
  });
}
