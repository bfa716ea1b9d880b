import { defineMessages, type NoMessageValues } from "react-intl";

type PaymentMessagesValues = {
  declined: NoMessageValues;
  superseded: NoMessageValues;
  generic: NoMessageValues;
  canceledWith: { provider: string };
  declinedWith: { provider: string };
  enterCardAgain: NoMessageValues;
  rateLimited: NoMessageValues;
  cartModificationForbidden: NoMessageValues;
  couponNotAvailable: NoMessageValues;
  oneClickTitle: NoMessageValues;
  regularTitle: NoMessageValues;
  card: NoMessageValues;
  savedCard: { brand: string; last4: string };
  savedCardAddress: NoMessageValues;
  pay: NoMessageValues;
  payAmount: { amount: string };
  continueWith: { provider: string };
  processing: NoMessageValues;
  secureNote: NoMessageValues;
  accountNotice: { provider: string };
  walletTitle: { provider: string };
  walletText: { amount: string; provider: string };
  walletApprove: NoMessageValues;
  bankLinkTitle: NoMessageValues;
  bankLinkText: NoMessageValues;
  bankLinkApprove: NoMessageValues;
  cancel: NoMessageValues;
  existingAccount: { provider: string };
  existingAccountLogIn: NoMessageValues;
  popupText: { provider: string };
  popupBlocked: { provider: string };
  popupOpen: { provider: string };
  popupConnecting: { provider: string };
  widgetText: { provider: string };
  widgetFrameTitle: { provider: string };
  notYou: NoMessageValues;
  providersFailed: NoMessageValues;
  retry: NoMessageValues;
  payBlockedByTax: NoMessageValues;
  taxRetry: NoMessageValues;
  notYouLogOut: NoMessageValues;
  acceptedCards: NoMessageValues;
  expressTitle: NoMessageValues;
  expressDivider: NoMessageValues;
};

export const paymentMessages = defineMessages<PaymentMessagesValues>(
  {
    existingAccount: {
      id: "payments.email.existingAccount",
      defaultMessage: "You already have a {provider} account. Log in to add this purchase to it.",
      description: "Above the e-mail field when the link says the shopper has an account (existing_user) and they are not logged in",
    },
    existingAccountLogIn: {
      id: "payments.email.existingAccountLogIn",
      defaultMessage: "Log in",
      description: "Starts the login from the e-mail step",
    },
    providersFailed: {
      id: "payments.providers.failed",
      defaultMessage: "We couldn't load the payment methods. Check your connection and try again.",
      description: "In place of the payment methods when their list did not load",
    },
    retry: {
      id: "payments.providers.retry",
      defaultMessage: "Try again",
      description: "Asks again for the payment methods that did not load",
    },
    payBlockedByTax: {
      id: "payments.submit.blockedByTax",
      defaultMessage: "We couldn't calculate the tax, so the total isn't known yet. You can pay once it is.",
      description: "Above the disabled pay button while the tax could not be calculated",
    },
    taxRetry: {
      id: "payments.submit.taxRetry",
      defaultMessage: "Calculate tax again",
      description: "Asks the tax service again after it failed",
    },
    notYou: {
      id: "payments.email.notYou",
      defaultMessage: "Not you?",
      description: "Under a logged-in shopper's read-only e-mail, before the log-out button",
    },
    notYouLogOut: {
      id: "payments.email.notYouLogOut",
      defaultMessage: "Log out and pay as a guest",
      description: "Button under the logged-in shopper's e-mail: logs out and keeps the chosen plan",
    },
    superseded: {
      id: "payments.error.superseded",
      defaultMessage: "This payment was stopped because you chose to pay for the same plan in another tab or window.",
      description:
        "The shopper started a payment here, then paid for the same plan elsewhere and chose to cancel this one; it was not charged",
    },
    declined: {
      id: "payments.error.declined",
      defaultMessage:
        "The transaction has been declined. Please make sure you have enough funds in your account and provided the correct payment information. You can also try a different credit card or payment method.",
      description: "Declined payment (spec section 8)",
    },
    canceledWith: {
      id: "payments.error.canceledWith",
      defaultMessage: "Your {provider} payment was cancelled, and nothing was charged. Try again, or choose another payment method.",
      description:
        "Back from a payment method's own page or window (PayPal, iDEAL, a wallet) after the payment was cancelled there; provider is its name",
    },
    declinedWith: {
      id: "payments.error.declinedWith",
      defaultMessage: "{provider} did not approve the payment, and nothing was charged. Try again, or choose another payment method.",
      description:
        "Back from a payment method's own page or window (PayPal, iDEAL, Klarna) after the payment was refused there; provider is its name",
    },
    enterCardAgain: {
      id: "payments.error.enterCardAgain",
      defaultMessage: "For your security we don't keep card details: enter your card again to retry.",
      description:
        "After the declined-payment message when the shopper comes back from the bank's 3-D Secure page: the card fields are empty again",
    },
    generic: {
      id: "payments.error.generic",
      defaultMessage: "Something went wrong. Try again.",
      description: "Any other payment failure (spec section 8)",
    },
    rateLimited: {
      id: "payments.error.rateLimited",
      defaultMessage: "You have sent too many request too quickly. Please try again later.",
      description: "The server refused the payment with 429 (too many tries): the 429 text of spec 2.4, wording fixed by the specification",
    },
    cartModificationForbidden: {
      id: "payments.error.cartModificationForbidden",
      defaultMessage: "This order is already paid or being paid, so it can no longer be changed. Check your email for the confirmation.",
      description: "Server code 2015: the cart has a paid or pending order",
    },
    couponNotAvailable: {
      id: "payments.error.couponNotAvailable",
      defaultMessage: "This coupon is not available for your order. Remove it or try another code, then pay again.",
      description: "Server code 2012: the coupon cannot be used for this order",
    },
    oneClickTitle: {
      id: "payments.providers.oneClickTitle",
      defaultMessage: "Your saved payment method",
      description: "Heading of the one-click providers",
    },
    regularTitle: {
      id: "payments.providers.regularTitle",
      defaultMessage: "Payment method",
      description: "Heading of the payment providers",
    },
    card: { id: "payments.providers.card", defaultMessage: "Credit or debit card", description: "Name of the card payment method" },
    savedCard: {
      id: "payments.providers.savedCard",
      defaultMessage: "{brand} ending in {last4}",
      description: "A saved card offered for one-click payment, e.g. Visa ending in 4242: brand is the network's name (payments.cardBrand)",
    },
    savedCardAddress: {
      id: "payments.providers.savedCardAddress",
      defaultMessage: "Tax is calculated from the billing address saved with this card.",
      description: "Under the chosen saved card (one-click), which asks for no address: whose address the tax in the total is for",
    },
    pay: { id: "payments.submit.pay", defaultMessage: "Pay now", description: "The pay button, while the amount due is not known yet" },
    payAmount: {
      id: "payments.submit.payAmount",
      defaultMessage: "Pay {amount}",
      description: "The pay button with the amount charged today, e.g. Pay $59.88",
    },
    continueWith: {
      id: "payments.submit.continueWith",
      defaultMessage: "Continue to {provider}",
      description:
        "Pay button of a redirect provider. provider is a method's name as payments.providerName gives it (PayPal, SEPA Direct Debit, Crypto (CoinGate)) and cannot be declined: set it after a colon, as in Weiter: {provider}, never where the grammar would want another case",
    },
    processing: {
      id: "payments.submit.processing",
      defaultMessage: "Processing payment",
      description: "Pay button while the payment is sent",
    },
    accountNotice: {
      id: "payments.email.accountNotice",
      defaultMessage:
        "Your subscription goes to the {provider} account of this e-mail. New to {provider}? We create the account when you pay, and you choose its password right after.",
      description: "Under a guest's e-mail field: the purchase joins, or creates, the account of this e-mail (the sign-up notice)",
    },
    secureNote: {
      id: "payments.form.secureNote",
      defaultMessage: "Your card details are encrypted and sent straight to our payment provider.",
      description: "Reassurance under the card form",
    },
    acceptedCards: {
      id: "payments.card.acceptedCards",
      defaultMessage: "Cards we accept",
      description: "Accessible name of the card-brand icons under the card number",
    },
    expressTitle: {
      id: "payments.express.title",
      defaultMessage: "Express checkout",
      description: "Heading of the Apple Pay / Google Pay buttons above the payment methods",
    },
    expressDivider: {
      id: "payments.express.divider",
      defaultMessage: "Or choose a payment method",
      description: "Line between the express wallet buttons and the list of payment methods",
    },
    walletTitle: { id: "payments.wallet.title", defaultMessage: "Pay with {provider}", description: "Title of the wallet payment sheet" },
    walletText: {
      id: "payments.wallet.text",
      defaultMessage: "Confirm the payment of {amount} with {provider}.",
      description: "Wallet sheet text",
    },
    walletApprove: { id: "payments.wallet.approve", defaultMessage: "Confirm payment", description: "Wallet sheet confirm button" },
    bankLinkTitle: { id: "payments.bankLink.title", defaultMessage: "Link your bank account", description: "Title of the bank-link step" },
    bankLinkText: {
      id: "payments.bankLink.text",
      defaultMessage: "Allow us to debit the account you link. Your bank details are never shared with us.",
      description: "Bank-link step explanation",
    },
    bankLinkApprove: { id: "payments.bankLink.approve", defaultMessage: "Link account and pay", description: "Bank-link confirm button" },
    cancel: {
      id: "payments.action.cancel",
      defaultMessage: "Cancel",
      description: "Closes a wallet sheet or bank-link step without paying",
    },
    popupText: {
      id: "payments.popup.text",
      defaultMessage: "Finish paying in the {provider} window. This page goes on by itself once you are done there.",
      description: "Shown while a provider's in-context popup (PayPal) is open",
    },
    popupBlocked: {
      id: "payments.popup.blocked",
      defaultMessage: "Your browser did not open the {provider} window. Open it with the button below.",
      description: "Shown when the browser blocked the provider's popup",
    },
    popupOpen: {
      id: "payments.popup.open",
      defaultMessage: "Open the {provider} window",
      description: "Opens or brings forward the provider's popup",
    },
    popupConnecting: {
      id: "payments.popup.connecting",
      defaultMessage: "Connecting to {provider}…",
      description: "The only line of the provider's popup while it waits for the provider's page (opened in the pay click)",
    },
    widgetText: {
      id: "payments.widget.text",
      defaultMessage: "Confirm the payment with {provider} below.",
      description: "Above a provider's payment widget framed in the page (Amazon Pay)",
    },
    widgetFrameTitle: {
      id: "payments.widget.frameTitle",
      defaultMessage: "{provider} payment",
      description: "Accessible name of the framed payment widget",
    },
  },
  { typed: true },
);
