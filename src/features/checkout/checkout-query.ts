import { z } from "zod";
import { CURRENCIES, PAYMENT_PROVIDERS, PRODUCT_SUBGROUPS, STEP_TYPES } from "@/contracts/enums";
import type { RawQuery } from "@/lib/url";
import { isPaymentSessionIdKey } from "./payment-session-id";
import { parseProductFilters } from "./product-filters";
import { normalizeProductGroup, normalizeProductKey, productKeyOf } from "./product-group";
import {
  enumValue,
  flagValue,
  idValue,
  listValue,
  optionalText,
  secretValue,
  urlValue,
} from "./query-values";
import { rawProductFilters } from "./raw-product-filters";

const optionalString = z.string().max(64).optional().catch(undefined);

/**
 * The checkout query parameters of spec section 2.2 with the link values of CONTRACTS 2b. Keys
 * keep the URL's names so reading and writing the store use the same words. Each field falls
 * back on its own: one bad parameter never costs the others, and parsing never throws.
 *
 * Unknown parameters (utm_*, gclid, nv_tri, an experiment's own) are not in the result; they stay
 * in the raw query, which is what navigation rewrites (applyNavigationRules), so attribution and
 * tracking survive every step.
 */
export const checkoutQuerySchema = z
  .object({
    provider: idValue(64),
    product_group: optionalString.transform((value) => normalizeProductGroup(value)),
    product: optionalString.transform(normalizeProductKey),
    // 1m, 1y, 2y, 30d, 12w: a count of 1 to 99 and a unit; no zero, sign or fraction.
    product_period: optionalText(/^[1-9]\d?[dwmy]$/i, 3).transform((value) => value?.toLowerCase()),
    // The product's variant: a VPN tier (standard, plus, ultimate, …) or a password-manager
    // subgroup (individual, family).
    product_subgroup: enumValue(PRODUCT_SUBGROUPS, "lower"),
    product_filters: z.unknown(),
    currency: enumValue(CURRENCIES, "upper"),
    error: idValue(64),
    hide_error: flagValue(),
    cart_id: idValue(),
    confirm_email: flagValue(),
    // Coupon codes are case-insensitive (CONTRACTS 2b); ASCII is checked before upper-casing so
    // "ı" or "ß" cannot turn into a valid-looking code.
    coupon: optionalText(/^[A-Za-z0-9_-]+$/, 64).transform((value) => value?.toUpperCase()),
    product_xs: listValue(),
    nord_origin: idValue(64),
    redirect_uri: urlValue(),
    exchange_token: secretValue(),
    trusted_pass_token: secretValue(),
    owner_id: idValue(),
    ff: optionalText(/^[A-Za-z0-9_.:,=-]+$/, 512),
    qa: idValue(),
    bundle_type: idValue(64),
    force_login: flagValue(),
    existing_user: flagValue(),
    persist_countdown: flagValue(),
    descriptor: idValue(),
    payment_provider: enumValue(PAYMENT_PROVIDERS, "lower"),
    package_identifier: idValue(),
    code: secretValue(),
    state: secretValue(),
    payment_step: enumValue(STEP_TYPES, "lower"),
    focus: idValue(64),
    plan_upgraded: flagValue(),
    exp_package_identifier: idValue(),
    services: urlValue(),
    purchase_funnel: idValue(64),
    payment_session_id: secretValue(),
    payment_status: idValue(64),
    success_uri: urlValue(),
    success_alert: idValue(64),
    login_target: urlValue(),
    purchased_products: listValue(),
    identifier: idValue(),
    extra_services: listValue(),
    price_ids: listValue(),
    service_price_ids: listValue(),
    locale: optionalText(/^[a-z]{2}(-[a-z]{2})?$/i, 5).transform((value) => value?.toLowerCase()),
  })
  .transform(({ product_filters, ...query }) => ({
    ...query,
    // Filters belong to a product; a group link (`product_group=PASS`) names its product too.
    product_filters: parseProductFilters(
      query.product ?? (query.product_group ? productKeyOf(query.product_group) : undefined),
      product_filters,
    ),
  }));

export type CheckoutQuery = z.output<typeof checkoutQuerySchema>;

const KNOWN_KEYS = new Set(Object.keys(checkoutQuerySchema.in.shape));

function paymentSessionId(raw: Record<string, unknown>): unknown {
  const key = Object.keys(raw).find(isPaymentSessionIdKey);
  return key === undefined ? undefined : raw[key];
}

/** Reads the checkout state from a query (Next.js `query`); never throws. */
export function parseCheckoutQuery(raw: RawQuery | null | undefined): CheckoutQuery {
  const source: Record<string, unknown> = typeof raw === "object" && raw !== null ? raw : {};
  // Own, known keys only: `constructor` or `__proto__` in a link must not reach the schema.
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(source)) if (KNOWN_KEYS.has(key)) input[key] = source[key];
  input.product_filters = rawProductFilters(source);
  input.payment_session_id = paymentSessionId(source);
  return checkoutQuerySchema.parse(input);
}
