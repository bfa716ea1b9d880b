import { defineMessages, type NoMessageValues } from "react-intl";

type DuplicatePurchaseMessagesValues = {
  notice: { ago: string };
  orderLink: NoMessageValues;
  confirm: NoMessageValues;
  awaitingCard: NoMessageValues;
  awaitingProvider: { provider: string };
  processing: NoMessageValues;
  payHere: NoMessageValues;
  nothingCharged: NoMessageValues;
  account: NoMessageValues;
};

/**
 * The checkout API's duplicate-purchase refusal: the same plan was paid minutes ago, or its
 * payment, started elsewhere (another tab, another device), is not decided yet.
 */
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
    awaitingCard: {
      id: "payments.duplicate.awaitingCard",
      defaultMessage: "Your card payment for this plan is waiting for your bank's approval.",
      description:
        "The same shopper started paying for the same plan by card elsewhere (another tab or device) and the bank's security check (3-D Secure) is still open",
    },
    awaitingProvider: {
      id: "payments.duplicate.awaitingProvider",
      defaultMessage: "Your {provider} payment for this plan is waiting for approval.",
      description:
        "The same shopper started paying for the same plan elsewhere (another tab or device) and has not approved it yet; {provider} is a payment method's name such as PayPal",
    },
    processing: {
      id: "payments.duplicate.processing",
      defaultMessage: "Your payment for this plan is still being processed by your bank.",
      description: "The same shopper paid for the same plan elsewhere and the bank has not decided yet: it may still be charged",
    },
    nothingCharged: {
      id: "payments.duplicate.nothingCharged",
      defaultMessage: "Nothing was charged this time.",
      description: "After the duplicate-purchase question: this second attempt charged nothing",
    },
    account: {
      id: "payments.duplicate.account",
      defaultMessage: "Go to my account",
      description: "The duplicate-purchase question's main way out: the account, where the earlier purchase is",
    },
    payHere: {
      id: "payments.duplicate.payHere",
      defaultMessage: "Cancel it and pay here",
      description: "Button that cancels the payment waiting for approval elsewhere and pays with this page's method instead",
    },
  },
  { typed: true },
);
