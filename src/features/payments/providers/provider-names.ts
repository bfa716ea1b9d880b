import type { PaymentProviderId } from "@/contracts/enums";

/** Brand names stay as their owners write them in every language; only "card" is translated. */
const NAMES: Partial<Record<PaymentProviderId, string>> = {
  apple_pay: "Apple Pay",
  nord_apple_pay: "Apple Pay",
  google_pay: "Google Pay",
  paypal: "PayPal",
  paypal_in_context: "PayPal",
  ideal: "iDEAL",
  bancontact: "Bancontact",
  payssion_bancontact: "Bancontact",
  blik: "BLIK",
  klarna: "Klarna",
  pix: "Pix",
  twint: "TWINT",
  vipps: "Vipps",
  alipay: "Alipay",
  amazon_pay: "Amazon Pay",
  amazon_pay_widget: "Amazon Pay",
  coin_gate: "Crypto (CoinGate)",
  coin_payments: "Crypto (CoinPayments)",
  doku: "DOKU",
  direct_debit: "SEPA Direct Debit",
  line_pay: "LINE Pay",
  paddle: "Paddle",
  payssion_multibanco: "Multibanco",
  payssion_qiwi: "QIWI",
  payssion_union_pay: "UnionPay",
  payssion_webmoney: "WebMoney",
  stripe_ach: "Bank account (ACH)",
  processout: "ProcessOut",
  przelewy24: "Przelewy24",
  paypay: "PayPay",
  stripe: "Stripe",
  stripe_wechat: "WeChat Pay",
};

export function providerName(identifier: PaymentProviderId): string {
  return NAMES[identifier] ?? identifier.replace(/_/g, " ");
}
