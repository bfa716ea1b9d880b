import type { IntlShape } from "react-intl";
import type { CardBrand } from "@/contracts/enums";
import { cardBrandMessages } from "../messages/card-brand-messages";

/**
 * A card network's name in the page's language, from the catalogue: as the network writes it
 * ("Visa", "American Express"), or as it writes itself in that market (银联 for UnionPay in Chinese).
 */
export function cardBrandName(intl: IntlShape, brand: CardBrand): string {
  return intl.formatMessage(cardBrandMessages.name, { brand });
}
