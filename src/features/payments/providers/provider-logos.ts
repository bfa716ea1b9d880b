import type { CardBrand, PaymentProviderId } from "@/contracts/enums";

/** Every method's logo (public/static/icons/payments/, see the README there): 40 × 26 px badges. */
const LOGO_OF: Record<PaymentProviderId, string> = {
  card: "card",
  stripe: "card",
  paddle: "card",
  processout: "card",
  checkout_card: "card",
  apple_pay: "apple-pay",
  nord_apple_pay: "apple-pay",
  google_pay: "google-pay",
  paypal: "paypal",
  paypal_in_context: "paypal",
  ideal: "ideal",
  bancontact: "bancontact",
  payssion_bancontact: "bancontact",
  blik: "blik",
  klarna: "klarna",
  pix: "pix",
  twint: "twint",
  vipps: "vipps",
  alipay: "alipay",
  amazon_pay: "amazon-pay",
  amazon_pay_widget: "amazon-pay",
  coin_gate: "crypto",
  coin_payments: "crypto",
  doku: "doku",
  direct_debit: "sepa",
  line_pay: "line",
  payssion_multibanco: "multibanco",
  payssion_qiwi: "qiwi",
  payssion_union_pay: "union-pay",
  payssion_webmoney: "webmoney",
  stripe_ach: "bank",
  przelewy24: "przelewy24",
  paypay: "paypay",
  stripe_wechat: "wechat",
};

export const LOGO_SIZE = { width: 40, height: 26 } as const;

export function providerLogoSrc(identifier: PaymentProviderId): string {
  return `/static/icons/payments/${LOGO_OF[identifier]}.svg`;
}

export function cardBrandLogoSrc(brand: CardBrand): string {
  return `/static/icons/cards/${brand.toLowerCase().replace("_", "-")}.svg`;
}
