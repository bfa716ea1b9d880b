import type { CardBrand, PaymentProviderId } from "@/contracts/enums";

/** Every method's logo, a symbol of public/static/icons/payments.svg (see the README there): 40 × 26 px badges. */
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

/** The method's symbol in the payments sprite. */
export function providerLogo(identifier: PaymentProviderId): string {
  return LOGO_OF[identifier];
}

/** The network's symbol in the cards sprite. */
export function cardBrandLogo(brand: CardBrand): string {
  return brand.toLowerCase().replace("_", "-");
}

/** The white marks of the express wallet buttons, in the payments sprite, at their own proportions. */
const WALLET_MARKS: Partial<Record<PaymentProviderId, { name: string; width: number; height: number }>> = {
  apple_pay: { name: "apple-pay-mark", width: 38, height: 24 },
  nord_apple_pay: { name: "apple-pay-mark", width: 38, height: 24 },
  google_pay: { name: "google-pay-mark", width: 49, height: 20 },
};

/** The wallet's mark for its express button, if it has one (else the button shows its name). */
export function walletMark(identifier: PaymentProviderId): { name: string; width: number; height: number } | undefined {
  return WALLET_MARKS[identifier];
}
