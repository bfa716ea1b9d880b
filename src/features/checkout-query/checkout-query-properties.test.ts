import fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RawQuery } from "@/lib/url";
import { parseCheckoutQuery, type CheckoutQuery } from "./checkout-query";
import { checkoutQueryFields } from "./checkout-query-fields";
import { mergeQueryChanges, type QueryChanges } from "./merge-query-changes";

const FIELDS = Object.keys(checkoutQueryFields);
const FILTER_KEYS = ["product_filters[subgroup]", "product_filters[storage_quota_amount]", "product_filters[storage_quota_unit]"];
const SESSION_KEY = "amazoPaySessionId";

/** Values a real link carries, so that the properties also meet the parsers' accepting paths. */
const LINK_VALUES = [
  ...["vpn", "PASS", "Locker", "nordprotect", "incogni", "cyberprotection"],
  ...["1m", "1Y", "2y", "30d", "12w", "family", "individual", "plus", "Ultimate", "terabyte", "gigabyte", "2", "500", "1.5"],
  ...["eur", "USD", "jpy", "save20", "YEARLY50", "card", "PayPal", "pass-1y,locker-1y", "a,,b, c", "payment", "paid", "failed"],
  ...["https://nordvpn.com/pricing/?x=1#top", "/products/", "abc.DEF-123_x:y", "eyJhbGciOi.J9.x-y_z", "1", "0", "false", "off", "yes", ""],
  ...["de", "pt-BR", "pass:on,coupon:off", '{"subgroup":"family"}', " 1y ", "<script>", '"><img>', "a b", "\u0000", "ｖｐｎ"],
];

const text = fc.oneof(fc.constantFrom(...LINK_VALUES), fc.string(), fc.string({ unit: "binary" }), fc.string({ maxLength: 3000 }));
const queryValue = fc.oneof(text, fc.array(text, { maxLength: 4 }));
const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS, ...FILTER_KEYS, SESSION_KEY) },
  fc.constantFrom("__proto__", "constructor", "toString", "utm_source", "product_filters"),
  fc.string(),
);
/** What Next.js hands a page as its query: strings, and arrays for repeated keys. */
const linkQuery = fc.dictionary(queryKey, queryValue, { maxKeys: 25 });
/** Anything at all where a query is expected: numbers, nested objects, null. */
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.object(),
  fc.array(fc.oneof(fc.integer(), fc.object())),
);

/** Every string inside a value, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The link the checkout writes for a parsed query: how the store puts its state in the address. */
function linkOf(query: CheckoutQuery): RawQuery {
  const { product_filters: filters, payment_session_id: sessionId, ...fields } = query;
  const changes: QueryChanges = { ...fields, [SESSION_KEY]: sessionId };
  return { ...mergeQueryChanges({}, changes), ...filters?.query };
}

describe("parseCheckoutQuery, for any query", () => {
  // The retired product group's warning, for the page author, says nothing here.
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  it("never throws, and answers only the checkout's own parameters", () => {
    fc.assert(
      fc.property(fc.oneof(linkQuery, fc.anything()), (raw) => {
        const query = parseCheckoutQuery(raw as RawQuery);
        for (const key of Object.keys(query)) expect(FIELDS).toContain(key);
      }),
      { numRuns: 500 },
    );
  });

  it("never lets markup, quotes, spaces or control characters through in a value", () => {
    fc.assert(
      fc.property(linkQuery, (raw) => {
        for (const value of stringsIn(parseCheckoutQuery(raw))) expect(value).not.toMatch(/[<>"'`\s\u0000-\u001f\u007f]/);
      }),
      { numRuns: 500 },
    );
  });

  it("falls back to what an empty link gives when every value is something other than text", () => {
    const empty = parseCheckoutQuery({});
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...FIELDS, ...FILTER_KEYS, SESSION_KEY), notAString), (raw) => {
        expect(parseCheckoutQuery(raw as unknown as RawQuery)).toEqual(empty);
      }),
    );
  });

  it("reads the link it writes back as the same query", () => {
    fc.assert(
      fc.property(linkQuery, (raw) => {
        const query = parseCheckoutQuery(raw);
        expect(parseCheckoutQuery(linkOf(query))).toEqual(query);
      }),
      { numRuns: 500 },
    );
  });
});
