import type { IntlShape } from "react-intl";
import type { CardBrand, PaymentProviderId } from "@/contracts/enums";
import { providerName } from "@/features/payments";
import { orderStatusMessages as m } from "./messages";
import type { OrderDetails } from "./order-details";

/** Card brands as their owners write them, in every language. */
const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  VISA: "Visa",
  MASTERCARD: "Mastercard",
  MAESTRO: "Maestro",
  DISCOVER: "Discover",
  AMEX: "American Express",
  UNION_PAY: "UnionPay",
  JCB: "JCB",
  DINERS_CLUB: "Diners Club",
};

/** The providers that take the card form (the card processors): their orders were paid by card. */
const CARD_FORMS: ReadonlySet<PaymentProviderId> = new Set(["card", "stripe", "paddle", "processout", "checkout_card"]);

/**
 * How the order was paid, as a receipt names it: a card by its brand and last four digits only
 * ("Visa •••• 4242"), anything else by the provider's name from the catalogue; "Card" when a
 * card's brand is not known.
 */
export function paymentMethodLabel(order: Pick<OrderDetails, "provider" | "payment">, intl: IntlShape): string {
  const { brand, last4 } = order.payment;
  if (brand && last4 && /^\d{4}$/.test(last4)) return `${BRAND_NAMES[brand]} •••• ${last4}`;
  if (CARD_FORMS.has(order.provider)) return brand ? BRAND_NAMES[brand] : intl.formatMessage(m.card);
  return providerName(intl, order.provider);
}
