// The enumerations of spec section 3 and the link parameter values of CONTRACTS 2b.
// Shared by the app and the sandbox: change a value only together with both.

export const CURRENCIES = [
  "AUD", "BRL", "CAD", "CHF", "CNY", "DKK", "IDR", "EUR", "GBP", "JPY",
  "KRW", "NOK", "PLN", "SEK", "USD", "VND", "MXN", "SGD", "HKD", "TWD",
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

export const MERCHANTS = [
  "NORDVPN", "NORDLOCKER", "NORDPASS", "NORDPROTECT", "INCOGNI", "NORDSECURITY", "NORDCYBER",
] as const;
export type Merchant = (typeof MERCHANTS)[number];

export const PERIOD_UNITS = ["DAY", "MONTH", "WEEK", "YEAR"] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

export const ATTRIBUTE_NAMES = ["QUOTA_STORAGE_SIZE", "SUBGROUP"] as const;
export const PLAN_KINDS = ["FAMILY", "INDIVIDUAL"] as const;
export const PASS_SUBGROUPS = ["individual", "family"] as const;
export type PassSubgroup = (typeof PASS_SUBGROUPS)[number];

/** `product_subgroup` link values: a plan tier in lower case, or a password-manager subgroup. */
export const PRODUCT_SUBGROUPS = [
  "basic", "complete", "plus", "prime", "standard", "ultimate", "ultra", ...PASS_SUBGROUPS,
] as const;

export const DATA_SIZE_UNITS = [
  "byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte", "exabyte", "zettabyte", "yottabyte",
] as const;
export type DataSizeUnit = (typeof DATA_SIZE_UNITS)[number];

export const ORDER_STATUSES = ["new", "paid", "canceled", "pending", "error"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Status of the payment behind an order (GET /api/orders/<cart_id>/). */
export const PAYMENT_STATUSES = ["requires_action", "pending", "succeeded", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a payment failed; the app maps each to a message of spec section 8. */
export const PAYMENT_ERROR_CODES = ["declined", "processing_failed", "canceled"] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

export const PAYMENT_ACTION_TYPES = ["done", "error", "redirect", "redirect_post", "frontend_action"] as const;
export type PaymentActionType = (typeof PAYMENT_ACTION_TYPES)[number];

export const ADDRESS_LAYOUTS = ["default", "state", "state_with_postal"] as const;
export type AddressLayout = (typeof ADDRESS_LAYOUTS)[number];

export const CARD_BRANDS = ["VISA", "MASTERCARD", "MAESTRO", "DISCOVER", "AMEX", "UNION_PAY", "JCB", "DINERS_CLUB"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const COUPON_ERROR_KINDS = ["network", "invalid", "not_redeemable", "better_deal_available", "already_used", "expired"] as const;
export type CouponErrorKind = (typeof COUPON_ERROR_KINDS)[number];

export const STEP_TYPES = ["payment", "one_click_payment", "package_identifier"] as const;
export type StepType = (typeof STEP_TYPES)[number];

export const DEFAULT_COUNTRY = "US";
export const COUNTRIES_REQUIRING_STATE = ["AE", "CA", "US"] as const;
export const COUNTRIES_REQUIRING_POSTAL_CODE = ["US"] as const;
/**
 * The state preselected where none is known. Spec section 3 also named CA-AB and US-CA; issue 11
 * dropped them: a US or Canadian shopper's tax depends on their own state or province, and a
 * default showed them someone else's rate. The emirates share one VAT rate, so AE keeps its default.
 */
export const DEFAULT_STATES: Readonly<Partial<Record<(typeof COUNTRIES_REQUIRING_STATE)[number], string>>> = {
  AE: "AE-AZ",
};

/** Payment provider identifiers (spec section 3). */
export const PAYMENT_PROVIDERS = [
  "card", "apple_pay", "google_pay", "ideal", "bancontact", "blik", "klarna", "pix", "twint", "vipps",
  "alipay", "amazon_pay", "amazon_pay_widget", "checkout_card",
  "coin_gate", "coin_payments",
  "doku", "direct_debit", "line_pay", "nord_apple_pay", "paddle",
  "paypal", "paypal_in_context",
  "payssion_bancontact", "payssion_multibanco", "payssion_qiwi", "payssion_union_pay", "payssion_webmoney",
  "stripe_ach", "processout", "przelewy24", "paypay", "stripe", "stripe_wechat",
] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The card processors: each takes the same card form, tokenized by the gateway for that
 * processor (`processor` of the tokenize request), and charges only its own tokens.
 */
export const CARD_PROCESSORS = ["card", "stripe", "paddle", "processout", "checkout_card"] as const satisfies readonly PaymentProviderId[];
export type CardProcessor = (typeof CARD_PROCESSORS)[number];

export const PROVIDER_TYPES = ["card", "wallet", "redirect", "bank"] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];
export const PAYMENT_FLOWS = ["form", "redirect"] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

/**
 * Form fields a provider needs. The card_* fields go to the gateway's tokenize endpoint only;
 * the others travel in the processing request's `fields`.
 */
export const PAYMENT_FIELDS = [
  "card_name", "card_number", "card_expiry", "card_cvv", "card_password",
  "first_name", "last_name", "postal_code", "cpf_cnpj", "date_of_birth",
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export const GATEWAY_ONLY_FIELDS: readonly PaymentField[] = [
  "card_name", "card_number", "card_expiry", "card_cvv", "card_password",
];

/** What the shopper did in the wallet sheet or the bank-link step. */
export const WALLET_OUTCOMES = ["approve", "cancel"] as const;

export const TAX_NAMES = ["none", "sales_tax", "gst", "hst", "vat"] as const;
export type TaxName = (typeof TAX_NAMES)[number];

/** Server error codes of spec section 8. */
export const SERVER_ERROR_CODES = {
  invalidEmail: 2009,
  couponNotAvailable: 2012,
  cartModificationForbidden: 2015,
  blacklistedEmailDomain: 2029,
  /** Not in spec section 8: the same selection was paid by the same shopper minutes ago (issue 10). */
  duplicatePurchase: 2040,
} as const;

/** Field error slugs of spec section 5. */
export const FIELD_ERROR_SLUGS = ["cannot-be-empty", "invalid"] as const;
export type FieldErrorSlug = (typeof FIELD_ERROR_SLUGS)[number];

/** The header of POST /api/processing/pre/ that makes a retried payment request safe (ARCHITECTURE 4). */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** The trusted CDN header that carries the shopper's country (CONTRACTS section 3). */
export const DEFAULT_GEO_COUNTRY_HEADER = "cf-ipcountry";

/**
 * What the gateway's page posts to the app (its opener or parent) when the shopper decided in a
 * popup or widget: {type: PROVIDER_WINDOW_MESSAGE, payment_id}. It carries no secret; the app
 * then asks the checkout API through /api/callback/ how the payment went.
 */
export const PROVIDER_WINDOW_MESSAGE = "gateway:payment-step-complete";
