import { CURRENCIES, ORDER_STATUSES, PAYMENT_PROVIDERS, PAYMENT_STATUSES, PRODUCT_SUBGROUPS, STEP_TYPES } from "@/contracts/enums";
import { CHECKOUT_SECTIONS } from "./checkout-sections";
import { normalizeProductGroup, normalizeProductKey } from "./product-group";
import { enumValue, flagValue, idValue, listValue, optionalText, secretValue, urlValue, type FieldParser } from "./query-values";

const period = optionalText(/^[1-9]\d?[dwmy]$/i, 3);
// Coupon codes are case-insensitive (CONTRACTS 2b); ASCII is checked before upper-casing so
// "ı" or "ß" cannot turn into a valid-looking code.
const bundleType = optionalText(/^[A-Za-z0-9_-]+$/, 64);
const couponCode = optionalText(/^[A-Za-z0-9_-]+$/, 64);
const localeCode = optionalText(/^[a-z]{2}(-[a-z]{2})?$/i, 5);
// A provider's return may name the payment's status or the order's (spec 4 leaves the values open).
const paymentStatus = enumValue([...PAYMENT_STATUSES, ...ORDER_STATUSES] as const, "lower");

/**
 * The checkout query parameters of spec section 2.2 with the link values of CONTRACTS 2b. Keys
 * keep the URL's names so reading and writing the store use the same words. Each field falls
 * back on its own: one bad parameter never costs the others, and parsing never throws.
 *
 * Unknown parameters (utm_*, gclid, nv_tri, an experiment's own) are not in the result; they stay
 * in the raw query, which is what navigation rewrites (applyNavigationRules), so attribution and
 * tracking survive every step. Parameters of spec 2.2 that the checkout gives no behaviour
 * (nord_origin, descriptor, plan_upgraded, exp_package_identifier, services, purchase_funnel,
 * purchased_products, identifier, extra_services, price_ids, service_price_ids, provider,
 * package_identifier, success_alert) are left out the same way:
 * docs/decisions/0019-link-parameters-left-out.md and 0064-link-parameters-parsed-for-nothing.md
 * say why for each. Navigation still removes `provider` on the way to the success step (spec 2.3),
 * from the raw query.
 */
export const checkoutQueryFields = {
  // normalizeProductGroup and normalizeProductKey refuse non-text and values over 64 characters.
  product_group: (value: unknown) => normalizeProductGroup(value),
  product: (value: unknown) => normalizeProductKey(value),
  // 1m, 1y, 2y, 30d, 12w: a count of 1 to 99 and a unit; no zero, sign or fraction.
  product_period: (value: unknown) => period(value)?.toLowerCase(),
  // The product's variant: a VPN tier (standard, plus, ultimate, …) or a password-manager
  // subgroup (individual, family).
  product_subgroup: enumValue(PRODUCT_SUBGROUPS, "lower"),
  // Kept raw here: the filters are read once the product is known (parseCheckoutQuery).
  product_filters: (value: unknown) => value,
  currency: enumValue(CURRENCIES, "upper"),
  error: idValue(64),
  hide_error: flagValue(),
  cart_id: idValue(),
  confirm_email: flagValue(),
  coupon: (value: unknown) => couponCode(value)?.toUpperCase(),
  product_xs: listValue(),
  redirect_uri: urlValue(),
  exchange_token: secretValue(),
  trusted_pass_token: secretValue(),
  owner_id: idValue(),
  ff: optionalText(/^[A-Za-z0-9_.:,=-]+$/, 512),
  qa: idValue(),
  // A bundle plan's bundleType (`vpn_pass`), for links that name the bundle rather than the tier.
  bundle_type: (value: unknown) => bundleType(value)?.toLowerCase(),
  force_login: flagValue(),
  existing_user: flagValue(),
  persist_countdown: flagValue(),
  payment_provider: enumValue(PAYMENT_PROVIDERS, "lower"),
  code: secretValue(),
  state: secretValue(),
  payment_step: enumValue(STEP_TYPES, "lower"),
  // The section a link opens the page at (useArrivalFocus in payments).
  focus: enumValue(CHECKOUT_SECTIONS, "lower"),
  payment_session_id: secretValue(),
  payment_status: paymentStatus,
  success_uri: urlValue(),
  login_target: urlValue(),
  locale: (value: unknown) => localeCode(value)?.toLowerCase(),
} satisfies Record<string, FieldParser<unknown>>;
