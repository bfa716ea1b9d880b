import { defineMessages } from "react-intl";

export const providerNameMessages = defineMessages<{ name: { provider: string } }>(
  {
    name: {
      id: "payments.providerName",
      defaultMessage:
        "{provider, select, card {Credit or debit card} checkout_card {Credit or debit card} stripe {Stripe} processout {ProcessOut} apple_pay {Apple Pay} nord_apple_pay {Apple Pay} google_pay {Google Pay} paypal {PayPal} paypal_in_context {PayPal} ideal {iDEAL} bancontact {Bancontact} payssion_bancontact {Bancontact} blik {BLIK} klarna {Klarna} pix {Pix} twint {TWINT} vipps {Vipps} alipay {Alipay} amazon_pay {Amazon Pay} amazon_pay_widget {Amazon Pay} coin_gate {Crypto (CoinGate)} coin_payments {Crypto (CoinPayments)} doku {DOKU} direct_debit {SEPA Direct Debit} line_pay {LINE Pay} paddle {Paddle} payssion_multibanco {Multibanco} payssion_qiwi {QIWI} payssion_union_pay {UnionPay} payssion_webmoney {WebMoney} stripe_ach {Bank account (ACH)} przelewy24 {Przelewy24} paypay {PayPay} stripe_wechat {WeChat Pay} other {Other payment method}}",
      description:
        "A payment method's name by its identifier. Brands (PayPal, iDEAL, Klarna, CoinGate…) stay as their owners write them, or as the brand calls itself in this market (Alipay is 支付宝 in Chinese, WeChat Pay 微信支付); SEPA Direct Debit, Bank account (ACH), Crypto and Credit or debit card are translated; other is an unknown method",
    },
  },
  { typed: true },
);
