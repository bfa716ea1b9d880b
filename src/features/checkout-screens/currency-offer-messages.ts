import { defineMessages } from "react-intl";

type CurrencyOfferMessagesValues = {
  question: { country: string; currency: string; current: string };
  amount: { amount: string; current: string };
  switchTo: { currency: string };
  keep: { currency: string };
};

export const currencyOfferMessages = defineMessages<CurrencyOfferMessagesValues>(
  {
    question: {
      id: "currencyOffer.question",
      defaultMessage: "{country}: prices are in {currency}. Pay in {currency} instead of {current}?",
      description:
        "Offered after the shopper chose another country in the billing address; country is the country's name as Intl writes it (United States, Schweiz, Canada), which takes no article or case: keep it alone before the colon. currency and current are ISO codes such as EUR",
    },
    amount: {
      id: "currencyOffer.amount",
      defaultMessage: "Your total would be {amount} instead of {current}.",
      description: "What the switch changes: the total in the country's currency and the current one",
    },
    switchTo: {
      id: "currencyOffer.switchTo",
      defaultMessage: "Pay in {currency}",
      description: "Button: switch prices to the country's currency",
    },
    keep: { id: "currencyOffer.keep", defaultMessage: "Keep {currency}", description: "Button: keep paying in the current currency" },
  },
  { typed: true },
);
