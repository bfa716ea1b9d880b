import type { IntlShape } from "react-intl";
import type { PaymentProviderId } from "@/contracts/enums";
import { cardBrandName, providerName } from "@/features/payments";
import { orderStatusMessages as m } from "./messages";
import type { OrderDetails } from "./order-details";

/** The providers that take the card form (the card processors): their orders were paid by card. */
const CARD_FORMS: ReadonlySet<PaymentProviderId> = new Set(["card", "stripe", "paddle", "processout", "checkout_card"]);

/**
 * How the order was paid, as a receipt names it: a card by its brand and last four digits only
 * ("Visa •••• 4242", "银联 •••• 0005" in Chinese), anything else by the provider's name from the
 * catalogue; "Card" when a card's brand is not known.
 */
export function paymentMethodLabel(order: Pick<OrderDetails, "provider" | "payment">, intl: IntlShape): string {
  const { brand, last4 } = order.payment;
  if (brand && last4 && /^\d{4}$/.test(last4)) return `${cardBrandName(intl, brand)} •••• ${last4}`;
  if (CARD_FORMS.has(order.provider)) return brand ? cardBrandName(intl, brand) : intl.formatMessage(m.card);
  return providerName(intl, order.provider);
}
