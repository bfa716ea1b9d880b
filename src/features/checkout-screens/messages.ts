import { defineMessages, type MessageTag, type NoMessageValues } from "react-intl";

type CheckoutPageMessagesValues = {
  heading: { provider: string };
  productsHeading: { provider: string };
  continue: NoMessageValues;
  noPlans: NoMessageValues;
  pricesStale: NoMessageValues;
  loading: NoMessageValues;
  secure: NoMessageValues;
  termsSummary: NoMessageValues;
  changePlan: NoMessageValues;
  hidePlans: NoMessageValues;
  terms: { provider: string; terms: MessageTag; privacy: MessageTag };
  upgradeOffer: { plan: string; amount: string };
  upgradeButton: { plan: string };
};

export const checkoutPageMessages = defineMessages<CheckoutPageMessagesValues>(
  {
    heading: { id: "checkoutPage.heading", defaultMessage: "Get {provider}", description: "Payment page heading" },
    productsHeading: { id: "checkoutPage.productsHeading", defaultMessage: "{provider} plans", description: "Products page heading" },
    continue: { id: "checkoutPage.continue", defaultMessage: "Continue to payment", description: "Products page button to the checkout" },
    pricesStale: {
      id: "checkoutPage.pricesStale",
      defaultMessage: "We couldn't update prices just now, so these may be a few minutes old. The amount is checked again when you pay.",
      description: "Above the plans when the pricing service was slow or down and the page shows the last prices it had",
    },
    noPlans: {
      id: "checkoutPage.noPlans",
      defaultMessage: "This product has no plans on sale in your country right now.",
      description: "Shown when a package has no plans",
    },
    loading: {
      id: "checkoutPage.loading",
      defaultMessage: "Loading your checkout",
      description: "Accessible name of the loading checkout",
    },
    secure: {
      id: "checkoutPage.secure",
      defaultMessage: "Secure checkout. Your payment details are encrypted.",
      description: "Reassurance line under the payment page heading",
    },
    termsSummary: {
      id: "checkoutPage.terms.summary",
      defaultMessage: "Subscription terms",
      description: "Under the pay button: what opens the legal text on small screens",
    },
    changePlan: {
      id: "checkoutPage.changePlan",
      defaultMessage: "Change plan",
      description: "Small screens: opens the period, plan and add-on options under the summary of the chosen plan",
    },
    hidePlans: {
      id: "checkoutPage.hidePlans",
      defaultMessage: "Hide plan options",
      description: "Small screens: closes the period, plan and add-on options again",
    },
    terms: {
      id: "checkoutPage.terms.text",
      defaultMessage:
        "By completing your purchase, you agree to the {provider} <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>. Your subscription renews automatically at the end of each billing period, and your payment method is charged the renewal price in your order summary until you cancel. You can turn off automatic renewal at any time in your {provider} account.",
      description: "Legal text under the pay button; <terms> and <privacy> become links that open in a new tab",
    },
    upgradeOffer: {
      id: "checkoutPage.upgrade.offer",
      defaultMessage: "Get {plan} for {amount} more",
      description:
        "Upgrade offer beside the order summary: {plan} is the next plan's name, {amount} the price difference for the same period",
    },
    upgradeButton: {
      id: "checkoutPage.upgrade.button",
      defaultMessage: "Upgrade to {plan}",
      description: "Button of the upgrade offer: chooses the next plan instead of the current one",
    },
  },
  { typed: true },
);
