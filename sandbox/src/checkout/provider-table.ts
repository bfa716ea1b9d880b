import type { PaymentField, PaymentFlow, ProviderType } from "@/contracts/checkout-api";
import { needsCardholderName, type Currency, type PaymentProviderId } from "@/contracts/enums";

/** How the sandbox runs each provider's payment once an order exists. */
export type PaymentMethodKind = "card" | "redirect" | "redirect_post" | "wallet" | "bank_link" | "popup" | "widget";

export interface ProviderRule {
  type: ProviderType;
  flow: PaymentFlow;
  method: PaymentMethodKind;
  /** Currencies it accepts; absent means all. */
  currencies?: readonly Currency[];
  /** Not offered for monthly plans, which it cannot renew. */
  longPlansOnly?: boolean;
}

/** The card form; each card processor (card, stripe, paddle, …) charges only the tokens made for it. */
const CARD: ProviderRule = { type: "card", flow: "form", method: "card" };
const WALLET: ProviderRule = { type: "wallet", flow: "form", method: "wallet" };
const redirect = (currencies?: readonly Currency[], longPlansOnly?: boolean): ProviderRule => ({
  type: "redirect",
  flow: "redirect",
  method: "redirect",
  currencies,
  longPlansOnly,
});
const redirectPost = (currencies?: readonly Currency[]): ProviderRule => ({
  type: "redirect",
  flow: "redirect",
  method: "redirect_post",
  currencies,
});

export const PROVIDER_RULES: Partial<Readonly<Record<PaymentProviderId, ProviderRule>>> = {
  card: CARD,
  apple_pay: WALLET,
  google_pay: WALLET,
  paypal: redirect(),
  amazon_pay: redirect(["USD", "EUR", "GBP", "JPY"]),
  stripe_ach: { type: "bank", flow: "form", method: "bank_link", currencies: ["USD"] },
  coin_gate: redirect(undefined, true),
  coin_payments: redirect(undefined, true),
  ideal: redirect(["EUR"]),
  bancontact: redirect(["EUR"]),
  klarna: redirect(["EUR", "SEK", "NOK", "DKK", "GBP", "USD", "CHF", "PLN"]),
  blik: redirect(["PLN"]),
  przelewy24: redirectPost(["PLN", "EUR"]),
  pix: redirect(["BRL"]),
  twint: redirect(["CHF"]),
  vipps: redirect(["NOK"]),
  alipay: redirect(["CNY", "HKD", "USD"]),
  stripe_wechat: redirect(["CNY"]),
  paypay: redirect(["JPY"]),
  line_pay: redirect(["JPY", "TWD"]),
  doku: redirect(["IDR"]),
  direct_debit: redirect(["EUR"]),
  payssion_multibanco: redirectPost(["EUR"]),
  stripe: CARD,
  paddle: CARD,
  processout: CARD,
  checkout_card: CARD,
  // The provider's own page in a popup over the checkout (PayPal's in-context flow).
  paypal_in_context: { type: "redirect", flow: "redirect", method: "popup" },
  // Amazon Pay's widget, framed in the checkout; the shopper decides inside it.
  amazon_pay_widget: { type: "wallet", flow: "form", method: "widget", currencies: ["GBP", "EUR", "USD"] },
  // The provider's own merchant account for Apple Pay: the same wallet sheet as apple_pay.
  nord_apple_pay: WALLET,
  payssion_bancontact: redirect(["EUR"]),
  payssion_qiwi: redirect(["USD", "EUR"]),
  payssion_union_pay: redirect(["CNY", "USD"]),
  payssion_webmoney: redirect(["USD", "EUR"]),
};

/** Regular providers per country, in display order; other countries get the default list. */
const DEFAULT_ORDER: readonly PaymentProviderId[] = ["card", "paypal", "google_pay", "apple_pay", "coin_gate", "coin_payments"];
const EU_ORDER: readonly PaymentProviderId[] = ["card", "paypal", "klarna", "google_pay", "apple_pay", "coin_gate"];

export const PROVIDER_ORDER_BY_COUNTRY: Readonly<Record<string, readonly PaymentProviderId[]>> = {
  US: ["card", "paypal", "apple_pay", "google_pay", "amazon_pay", "stripe_ach", "coin_gate", "coin_payments"],
  NL: ["card", "ideal", "paypal", "klarna", "apple_pay", "google_pay", "coin_gate"],
  BE: ["card", "bancontact", "paypal", "klarna", "apple_pay", "google_pay"],
  DE: ["card", "paypal", "klarna", "direct_debit", "google_pay", "apple_pay", "amazon_pay"],
  PL: ["card", "blik", "przelewy24", "paypal"],
  BR: ["card", "pix", "paypal"],
  CH: ["card", "twint", "paypal", "google_pay", "apple_pay"],
  NO: ["card", "vipps", "paypal", "klarna"],
  PT: ["card", "payssion_multibanco", "paypal"],
  CN: ["card", "alipay", "payssion_union_pay", "stripe_wechat"],
  HK: ["card", "alipay", "paypal"],
  JP: ["card", "paypay", "line_pay", "paypal", "amazon_pay"],
  ID: ["card", "doku", "paypal"],
  GB: ["card", "paypal_in_context", "klarna", "apple_pay", "google_pay", "amazon_pay_widget"],
  IE: ["card", "paypal_in_context", "google_pay", "apple_pay", "amazon_pay_widget"],
  LU: ["card", "payssion_bancontact", "paypal", "apple_pay", "google_pay"],
  RU: ["card", "payssion_qiwi", "payssion_webmoney", "coin_gate", "coin_payments"],
  KZ: ["card", "payssion_qiwi", "payssion_webmoney", "paypal"],
  // Cards go through another processor in these countries, under the same card form.
  AU: ["stripe", "paypal", "nord_apple_pay", "google_pay"],
  SG: ["stripe", "paypal", "google_pay", "apple_pay"],
  MX: ["paddle", "paypal", "google_pay"],
  AR: ["paddle", "paypal", "coin_gate"],
  IN: ["processout", "paypal", "google_pay"],
  TR: ["processout", "paypal"],
  AE: ["checkout_card", "paypal", "apple_pay", "google_pay"],
  SA: ["checkout_card", "apple_pay", "google_pay"],
  CA: ["card", "paypal", "nord_apple_pay", "google_pay", "coin_gate", "coin_payments"],
  FR: EU_ORDER,
  ES: EU_ORDER,
  IT: EU_ORDER,
  AT: EU_ORDER,
  SE: EU_ORDER,
  DK: EU_ORDER,
  FI: EU_ORDER,
};

export function providerOrderFor(country: string): readonly PaymentProviderId[] {
  return PROVIDER_ORDER_BY_COUNTRY[country] ?? DEFAULT_ORDER;
}

const CARD_FORM: readonly PaymentField[] = ["card_number", "card_expiry", "card_cvv"];

/**
 * Card fields by processor and country: the name on the card where the processor's tokens need it
 * (Paddle), then the US asks a postal code, Brazil a CPF/CNPJ, Korea a birth date and card password.
 */
export function cardFieldsFor(provider: PaymentProviderId, country: string): PaymentField[] {
  const card: PaymentField[] = needsCardholderName(provider) ? ["card_name", ...CARD_FORM] : [...CARD_FORM];
  if (country === "US") return [...card, "postal_code"];
  if (country === "BR") return [...card, "cpf_cnpj"];
  if (country === "KR") return [...card, "date_of_birth", "card_password"];
  return card;
}

export function fieldsFor(provider: PaymentProviderId, country: string): PaymentField[] {
  if (PROVIDER_RULES[provider]?.method === "card") return cardFieldsFor(provider, country);
  if (provider === "klarna") return ["first_name", "last_name", "date_of_birth"];
  if (provider === "pix") return ["cpf_cnpj"];
  if (provider === "stripe_ach" || provider === "direct_debit") return ["first_name", "last_name"];
  return [];
}
