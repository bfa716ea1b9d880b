import { defineMessages, type MessageValue, type NoMessageValues } from "react-intl";

type OrderStatusMessagesValues = {
  processingTitle: NoMessageValues;
  processingText: NoMessageValues;
  slowText: NoMessageValues;
  pendingTitle: NoMessageValues;
  pendingText: NoMessageValues;
  successTitle: NoMessageValues;
  // Addresses are put in as isolated elements (<bdi>; MessageValue takes an element), so they read whole in right-to-left text.
  successEmail: { email: MessageValue };
  successGeneric: NoMessageValues;
  purchased: NoMessageValues;
  total: NoMessageValues;
  openApp: NoMessageValues;
  claimPurchase: NoMessageValues;
  appHint: NoMessageValues;
  backToPayment: NoMessageValues;
  continue: NoMessageValues;
  checkingTitle: NoMessageValues;
  orderNumber: NoMessageValues;
  period: { unit: string; interval: number };
  addOn: NoMessageValues;
  renewsOn: NoMessageValues;
  renewsOnAt: { date: string; price: string };
  renewsOnAtPlusTax: { date: string; price: string };
  paymentMethod: NoMessageValues;
  card: NoMessageValues;
  appTitle: NoMessageValues;
  download: { platform: string };
  otherDevices: NoMessageValues;
  signInHelp: { email: MessageValue };
  noOrderTitle: NoMessageValues;
  noOrderText: NoMessageValues;
  toCheckout: NoMessageValues;
  notPaidTitle: NoMessageValues;
  notPaidText: NoMessageValues;
};

export const orderStatusMessages = defineMessages<OrderStatusMessagesValues>(
  {
    processingTitle: {
      id: "orderStatus.processing.title",
      defaultMessage: "Processing your payment",
      description: "Processing step heading",
    },
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
    continue: {
      id: "orderStatus.success.continue",
      defaultMessage: "Continue",
      description: "Success step: the button to where the link that started the checkout asked to go next (success_uri)",
    },
    successTitle: {
      id: "orderStatus.success.title",
      defaultMessage: "Thank you! Your payment went through.",
      description: "Success step heading",
    },
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
    backToPayment: {
      id: "orderStatus.backToPayment",
      defaultMessage: "Back to payment",
      description: "Link from a missing order back to the payment step",
    },
    checkingTitle: {
      id: "orderStatus.success.checking",
      defaultMessage: "Your order",
      description: "Success step heading while the order is being loaded",
    },
    orderNumber: {
      id: "orderStatus.success.orderNumber",
      defaultMessage: "Order number",
      description: "Success step: label of the order number",
    },
    period: {
      id: "orderStatus.success.period",
      defaultMessage:
        "{unit, select, YEAR {{interval, plural, one {1-year plan} other {#-year plan}}} MONTH {{interval, plural, one {1-month plan} other {#-month plan}}} other {{interval, plural, one {1-day plan} other {#-day plan}}}}",
      description: "Success step: the period bought, under the product name, e.g. 1-year plan",
    },
    addOn: {
      id: "orderStatus.success.addOn",
      defaultMessage: "Add-on",
      description: "Success step: marks a product bought as an add-on to the main plan",
    },
    renewsOn: {
      id: "orderStatus.success.renewsOn",
      defaultMessage: "Next renewal",
      description: "Success step: label of the date the subscription renews",
    },
    renewsOnAt: {
      id: "orderStatus.success.renewsOnAt",
      defaultMessage: "{date}, at {price}",
      description:
        "Success step, under 'Next renewal': the renewal date and what the whole order renews at, tax included (as the payment step showed prices in this country). date: 'March 3, 2027'; price: '€135.87'",
    },
    renewsOnAtPlusTax: {
      id: "orderStatus.success.renewsOnAtPlusTax",
      defaultMessage: "{date}, at {price} plus tax",
      description:
        "Success step, under 'Next renewal', where prices are shown before tax (the United States, Canada): the renewal date and the whole order's renewal price before tax. date: 'March 3, 2027'; price: '$135.87'",
    },
    paymentMethod: {
      id: "orderStatus.success.paymentMethod",
      defaultMessage: "Payment method",
      description: "Success step: label of how the order was paid",
    },
    card: {
      id: "orderStatus.success.card",
      defaultMessage: "Card",
      description: "Success step: payment method when the card's brand is not known",
    },
    appTitle: {
      id: "orderStatus.success.appTitle",
      defaultMessage: "Get the app",
      description: "Success step: heading of the download and sign-in help",
    },
    download: {
      id: "orderStatus.success.download",
      defaultMessage: "Download for {platform}",
      description: "Success step: download button; platform is Windows, macOS, Linux, iOS or Android",
    },
    otherDevices: {
      id: "orderStatus.success.otherDevices",
      defaultMessage: "Other devices",
      description: "Success step: label before the download links of the other platforms",
    },
    signInHelp: {
      id: "orderStatus.success.signInHelp",
      defaultMessage: "In the app, choose Log in and use {email} with your account password.",
      description: "Success step: how to sign in to the app after installing it",
    },
    noOrderTitle: {
      id: "orderStatus.success.noOrderTitle",
      defaultMessage: "We couldn't find an order",
      description: "Success step heading when there is no order to show",
    },
    noOrderText: {
      id: "orderStatus.success.noOrderText",
      defaultMessage: "There is no completed purchase to show here. If you have paid, your confirmation e-mail has the order details.",
      description: "Success step when there is no order (or an unknown one)",
    },
    toCheckout: {
      id: "orderStatus.success.toCheckout",
      defaultMessage: "Go to checkout",
      description: "Link from a success step without an order to the checkout's start",
    },
    notPaidTitle: {
      id: "orderStatus.success.notPaidTitle",
      defaultMessage: "This order hasn't been paid",
      description: "Success step heading for an order whose payment failed or never happened",
    },
    notPaidText: {
      id: "orderStatus.success.notPaidText",
      defaultMessage: "No payment went through for it, so nothing was charged. You can pay for it from the checkout.",
      description: "Success step for an unpaid order",
    },
  },
  { typed: true },
);
