import { defineMessages, type NoMessageValues } from "react-intl";

type CrossSellMessagesValues = {
  legend: NoMessageValues;
  hint: NoMessageValues;
  add: { product: string };
};

export const crossSellMessages = defineMessages<CrossSellMessagesValues>(
  {
    legend: { id: "crossSell.legend", defaultMessage: "Add more protection", description: "Heading of the cross-sell offers" },
    hint: {
      id: "crossSell.hint",
      defaultMessage: "Bought together for the same period, at a lower price than on their own.",
      description: "Explanation under the cross-sell heading",
    },
    add: { id: "crossSell.add", defaultMessage: "Add {product}", description: "Accessible name of a cross-sell checkbox" },
  },
  { typed: true },
);
