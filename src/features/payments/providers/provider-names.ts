import type { IntlShape } from "react-intl";
import type { PaymentProviderId } from "@/contracts/enums";
import { providerNameMessages } from "../messages/provider-name-messages";

/**
 * A payment method's name in the page's language, from the catalogue: brands stay as their owners
 * write them (or as the brand writes itself in that market: 支付宝 for Alipay in Chinese), generic
 * methods are translated, and an identifier the catalogue does not know is named "Other payment
 * method", never shown raw.
 */
export function providerName(intl: IntlShape, identifier: PaymentProviderId | string): string {
  return intl.formatMessage(providerNameMessages.name, { provider: identifier });
}
