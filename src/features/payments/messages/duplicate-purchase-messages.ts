import { defineMessages, type NoMessageValues } from "react-intl";

type DuplicatePurchaseMessagesValues = {
  notice: { ago: string };
  orderLink: NoMessageValues;
  confirm: NoMessageValues;
};

/** The checkout API's duplicate-purchase refusal: the same plan was paid minutes ago. */
export const duplicatePurchaseMessages = defineMessages<DuplicatePurchaseMessagesValues>(
  {
    notice: {
      id: "payments.duplicate.notice",
      defaultMessage: "You bought this {ago}.",
      description: "The same shopper paid for the same plan a few minutes ago; {ago} is a relative time such as '5 minutes ago'",
    },
    orderLink: {
      id: "payments.duplicate.orderLink",
      defaultMessage: "See that order",
      description: "Link to the success step of the earlier order",
    },
    confirm: {
      id: "payments.duplicate.confirm",
      defaultMessage: "Yes, buy a second subscription",
      description: "Button that pays again although the same plan was bought minutes ago",
    },
  },
  { typed: true },
);
