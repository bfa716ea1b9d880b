import { defineMessages } from "react-intl";
import type { CardBrand } from "@/contracts/enums";

export const cardBrandMessages = defineMessages<{ name: { brand: CardBrand } }>(
  {
    name: {
      id: "payments.cardBrand",
      defaultMessage:
        "{brand, select, VISA {Visa} MASTERCARD {Mastercard} MAESTRO {Maestro} DISCOVER {Discover} AMEX {American Express} UNION_PAY {UnionPay} JCB {JCB} DINERS_CLUB {Diners Club} other {Card}}",
      description:
        "A card network's name by its code. Each stays as the network writes it, or as it writes itself in this market (UnionPay is 银联 in Simplified and 銀聯 in Traditional Chinese); other is a network the app does not know",
    },
  },
  { typed: true },
);
