import type { RawQuery } from "@/lib/url";
import { checkoutQueryFields } from "./checkout-query-fields";
import { isPaymentSessionIdKey } from "./payment-session-id";
import { parseProductFilters, type ParsedProductFilters } from "./product-filters";
import { productKeyOf } from "./product-group";
import { rawProductFilters } from "./raw-product-filters";

type Fields = typeof checkoutQueryFields;
type FieldValues = { [Key in Exclude<keyof Fields, "product_filters">]: ReturnType<Fields[Key]> };
/** A field that may be undefined is optional: a parameter the link lacks stays out of the result. */
type UndefinedKeys<T> = { [Key in keyof T]: undefined extends T[Key] ? Key : never }[keyof T];
type ParsedFields = { [Key in Exclude<keyof FieldValues, UndefinedKeys<FieldValues>>]: FieldValues[Key] } & {
  [Key in UndefinedKeys<FieldValues>]?: FieldValues[Key];
};

type WithFilters = ParsedFields & { product_filters: ParsedProductFilters | undefined };
export type CheckoutQuery = { [Key in keyof WithFilters]: WithFilters[Key] };

/**
 * The former zod schema's name and the part of it still in use: `in.shape` lists the known
 * parameters with their parsers, `parse` reads a query.
 */
export const checkoutQuerySchema = { in: { shape: checkoutQueryFields }, parse: parseCheckoutQuery } as const;

const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.keys(checkoutQueryFields));

function paymentSessionId(raw: Record<string, unknown>): unknown {
  const key = Object.keys(raw).find(isPaymentSessionIdKey);
  return key === undefined ? undefined : raw[key];
}

/** Reads the checkout state from a query (Next.js `query`); never throws. */
export function parseCheckoutQuery(raw: RawQuery | null | undefined): CheckoutQuery {
  const source: Record<string, unknown> = typeof raw === "object" && raw !== null ? raw : {};
  // Own, known keys only: `constructor` or `__proto__` in a link must not reach a parser.
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(source)) if (KNOWN_KEYS.has(key)) input[key] = source[key];
  input.payment_session_id = paymentSessionId(source);

  const fields: Record<string, unknown> = {};
  for (const [key, parse] of Object.entries(checkoutQueryFields)) {
    if (key === "product_filters") continue;
    const value = parse(input[key]);
    // A parameter the link lacks and that has no fallback is left out, not set to undefined.
    if (value !== undefined || Object.hasOwn(input, key)) fields[key] = value;
  }
  const query = fields as ParsedFields;
  return {
    ...query,
    // Filters belong to a product; a group link (`product_group=PASS`) names its product too.
    product_filters: parseProductFilters(
      query.product ?? (query.product_group ? productKeyOf(query.product_group) : undefined),
      rawProductFilters(source),
      query.product_subgroup,
    ),
  };
}
