import { defineMessages, type NoMessageValues } from "react-intl";

type CheckoutPageMessagesValues = {
  heading: { provider: string };
  productsHeading: { provider: string };
  continue: NoMessageValues;
  noPlans: NoMessageValues;
  loading: NoMessageValues;
  secure: NoMessageValues;
};

export const checkoutPageMessages = defineMessages<CheckoutPageMessagesValues>(
  {
    heading: { id: "checkoutPage.heading", defaultMessage: "Get {provider}", description: "Payment page heading" },
    productsHeading: { id: "checkoutPage.productsHeading", defaultMessage: "{provider} plans", description: "Products page heading" },
    continue: { id: "checkoutPage.continue", defaultMessage: "Continue to payment", description: "Products page button to the checkout" },
    noPlans: {
      id: "checkoutPage.noPlans",
      defaultMessage: "This product has no plans on sale in your country right now.",
      description: "Shown when a package has no plans",
    },
    loading: { id: "checkoutPage.loading", defaultMessage: "Loading your checkout", description: "Accessible name of the loading checkout" },
    secure: {
      id: "checkoutPage.secure",
      defaultMessage: "Secure checkout. Your payment details are encrypted.",
      description: "Reassurance line under the payment page heading",
    },
  },
  { typed: true },
);
