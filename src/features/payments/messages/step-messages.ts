import { defineMessages, type NoMessageValues } from "react-intl";

type StepMessagesValues = {
  label: NoMessageValues;
  plan: NoMessageValues;
  payment: NoMessageValues;
  oneClickPayment: NoMessageValues;
  done: NoMessageValues;
  position: { current: number; total: number };
  completed: NoMessageValues;
  loading: NoMessageValues;
  noScript: NoMessageValues;
};

export const stepperMessages = defineMessages<StepMessagesValues>(
  {
    label: { id: "payments.stepper.label", defaultMessage: "Checkout progress", description: "Accessible name of the stepper" },
    plan: { id: "payments.stepper.plan", defaultMessage: "Choose a plan", description: "Stepper: the package_identifier step" },
    payment: { id: "payments.stepper.payment", defaultMessage: "Payment", description: "Stepper: the payment step" },
    oneClickPayment: {
      id: "payments.stepper.oneClickPayment",
      defaultMessage: "Confirm payment",
      description: "Stepper: the one_click_payment step (a saved method, nothing to type)",
    },
    done: { id: "payments.stepper.done", defaultMessage: "Confirmation", description: "Stepper: the success step" },
    position: {
      id: "payments.stepper.position",
      defaultMessage: "Step {current} of {total}",
      description: "Screen-reader position in the stepper",
    },
    completed: { id: "payments.stepper.completed", defaultMessage: "completed", description: "Screen-reader suffix of a finished step" },
    // The payment section's placeholder shows before the section's own messages load.
    loading: {
      id: "payments.providers.loading",
      defaultMessage: "Loading payment methods",
      description: "Accessible name of the payment placeholder",
    },
    noScript: {
      id: "payments.providers.noScript",
      defaultMessage: "Payment needs JavaScript. Turn it on in your browser's settings, then reload this page.",
      description: "Shown in place of the payment methods to a browser with JavaScript off",
    },
  },
  { typed: true },
);
