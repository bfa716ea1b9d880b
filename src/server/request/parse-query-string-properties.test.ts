import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQueryString, QUERY_DEPTH_LIMIT, QUERY_PARAMETER_LIMIT } from "./parse-query-string";

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** Query strings made of the characters qs gives meaning to, and of anything else. */
const queryString = fc.oneof(
  fc.string({ unit: "binary" }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          "&",
          "=",
          "[",
          "]",
          "[]",
          "%",
          "%5B",
          "%5D",
          "%E0%A4%A",
          "+",
          "?",
          "__proto__",
          "constructor",
          "prototype",
          ".",
          "0",
          "99999999",
        ),
        fc.string({ maxLength: 4 }),
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join("")),
);

/** How deep the objects and arrays inside a value go. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

/** Every key of every object inside a value. */
function keysIn(value: unknown): string[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysIn(item)]);
}

describe("parseQueryString, for any query string", () => {
  it("never throws, never pollutes a prototype, and never answers a prototype's name as a key", () => {
    fc.assert(
      fc.property(queryString, (query) => {
        const parsed = parseQueryString(query);
        expect(keysIn(parsed).filter((key) => PROTOTYPE_NAMES.includes(key))).toEqual([]);
        expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(PROTOTYPE_NAMES);
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps the first 1000 parameters of a longer query and drops the rest", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * QUERY_PARAMETER_LIMIT }), fc.string({ maxLength: 3 }), (count, value) => {
        const query = Array.from({ length: count }, (_, index) => `p${index}=${encodeURIComponent(value)}`).join("&");
        const kept = Math.min(count, QUERY_PARAMETER_LIMIT);
        expect(Object.keys(parseQueryString(query))).toEqual(Array.from({ length: kept }, (_, index) => `p${index}`));
      }),
      { numRuns: 50 },
    );
  });

  it("nests a key at most 5 levels below the top, however deep its brackets go", () => {
    const brackets = fc.stringMatching(/^(\[[a-z0-9]{0,2}\]){0,12}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(brackets, fc.string({ maxLength: 3 })), { maxLength: 20 }), (items) => {
        // One name per key: qs turns a name given twice into an array, a level of its own.
        const query = items.map(([path, value], index) => `k${index}${path}=${encodeURIComponent(value)}`).join("&");
        // The top object, five nested levels, and a last one holding the rest of the brackets as one literal key.
        expect(depthOf(parseQueryString(query))).toBeLessThanOrEqual(QUERY_DEPTH_LIMIT + 2);
      }),
      { numRuns: 300 },
    );
  });

  it("reads back any flat set of parameters the browser encodes", () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,15}$/).filter((name) => !PROTOTYPE_NAMES.includes(name));
    fc.assert(
      fc.property(fc.dictionary(key, fc.string({ unit: "grapheme" }), { maxKeys: 30 }), fc.boolean(), (params, withPrefix) => {
        const query = new URLSearchParams(params).toString();
        expect(parseQueryString(withPrefix ? `?${query}` : query)).toEqual(params);
      }),
      { numRuns: 500 },
    );
  });
});
