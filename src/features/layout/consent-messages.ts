import { defineMessages, type NoMessageValues } from "react-intl";

// Apart from the layout's messages: only the consent dialog, loaded when a shopper asks for it,
// uses them, and a messages module ships whole with whatever imports it first.
type ConsentMessagesValues = {
  title: NoMessageValues;
  intro: NoMessageValues;
  necessary: NoMessageValues;
  necessaryHint: NoMessageValues;
  analytics: NoMessageValues;
  analyticsHint: NoMessageValues;
  marketing: NoMessageValues;
  marketingHint: NoMessageValues;
  acceptAll: NoMessageValues;
  rejectAll: NoMessageValues;
  save: NoMessageValues;
};

export const consentMessages = defineMessages<ConsentMessagesValues>(
  {
    title: { id: "consent.title", defaultMessage: "Cookie preferences", description: "Consent dialog title" },
    intro: {
      id: "consent.intro",
      defaultMessage:
        "We use cookies to run the checkout and, with your permission, to measure and improve it. You can change your choice at any time.",
      description: "Consent dialog explanation",
    },
    necessary: {
      id: "consent.necessary",
      defaultMessage: "Strictly necessary",
      description: "Cookie category that cannot be switched off",
    },
    necessaryHint: {
      id: "consent.necessaryHint",
      defaultMessage: "Needed for the checkout to work: your language, your cart and your login.",
      description: "Explanation of necessary cookies",
    },
    analytics: { id: "consent.analytics", defaultMessage: "Analytics", description: "Cookie category" },
    analyticsHint: {
      id: "consent.analyticsHint",
      defaultMessage: "Help us understand how the checkout is used.",
      description: "Explanation of analytics cookies",
    },
    marketing: { id: "consent.marketing", defaultMessage: "Marketing", description: "Cookie category" },
    marketingHint: {
      id: "consent.marketingHint",
      defaultMessage: "Let partners know you came from them.",
      description: "Explanation of marketing cookies",
    },
    acceptAll: { id: "consent.acceptAll", defaultMessage: "Accept all", description: "Consent button" },
    rejectAll: { id: "consent.rejectAll", defaultMessage: "Reject all", description: "Consent button" },
    save: { id: "consent.save", defaultMessage: "Save choices", description: "Consent button" },
  },
  { typed: true },
);
