import { defineMessages, type NoMessageValues } from "react-intl";

type OrderStatusMessagesValues = {
  processingTitle: NoMessageValues;
  processingText: NoMessageValues;
  slowText: NoMessageValues;
  pendingTitle: NoMessageValues;
  pendingText: NoMessageValues;
  successTitle: NoMessageValues;
  successEmail: { email: string };
  successGeneric: NoMessageValues;
  purchased: NoMessageValues;
  total: NoMessageValues;
  openApp: NoMessageValues;
  claimPurchase: NoMessageValues;
  appHint: NoMessageValues;
  backToPayment: NoMessageValues;
  continue: NoMessageValues;
};

export const orderStatusMessages = defineMessages<OrderStatusMessagesValues>({
  processingTitle: { id: "orderStatus.processing.title", defaultMessage: "Processing your payment", description: "Processing step heading" },
  processingText: {
    id: "orderStatus.processing.text",
    defaultMessage: "This usually takes a few seconds. Please keep this page open.",
    description: "Processing step text",
  },
  slowText: {
    id: "orderStatus.processing.slow",
    defaultMessage: "This is taking longer than usual. We will keep checking, and e-mail you as soon as the payment is confirmed.",
    description: "Shown when the order is still not settled after a while",
  },
  pendingTitle: { id: "orderStatus.pending.title", defaultMessage: "Your payment is pending", description: "Pending step heading" },
  pendingText: {
    id: "orderStatus.pending.text",
    defaultMessage: "Your payment provider is still confirming the payment. This page updates by itself once it is done.",
    description: "Pending step text",
  },
  continue: { id: "orderStatus.success.continue", defaultMessage: "Continue", description: "Success step: the button to where the link that started the checkout asked to go next (success_uri)" },
  successTitle: { id: "orderStatus.success.title", defaultMessage: "Thank you! Your payment went through.", description: "Success step heading" },
  successEmail: {
    id: "orderStatus.success.email",
    defaultMessage: "We sent the order confirmation to {email}.",
    description: "Success step: where the confirmation went",
  },
  successGeneric: {
    id: "orderStatus.success.generic",
    defaultMessage: "Your order is confirmed. You will find the details in the confirmation e-mail.",
    description: "Success step when the order details cannot be shown",
  },
  purchased: { id: "orderStatus.success.purchased", defaultMessage: "Your purchase", description: "Heading of the purchased products" },
  total: { id: "orderStatus.success.total", defaultMessage: "Total paid", description: "Label of the order total" },
  openApp: { id: "orderStatus.success.openApp", defaultMessage: "Open app", description: "Deep link into the desktop app" },
  claimPurchase: {
    id: "orderStatus.success.claimPurchase",
    defaultMessage: "Claim online purchase",
    description: "Deep link that lets the desktop app claim the purchase",
  },
  appHint: {
    id: "orderStatus.success.appHint",
    defaultMessage: "Already have the app installed? Open it to start using your subscription.",
    description: "Text above the desktop-app links",
  },
  backToPayment: { id: "orderStatus.backToPayment", defaultMessage: "Back to payment", description: "Link from a missing order back to the payment step" },
}, { typed: true });
