import { defineMessages, type NoMessageValues } from "react-intl";

type AuthMessagesValues = {
  loggingIn: NoMessageValues;
  dismiss: NoMessageValues;
};

export const authMessages = defineMessages<AuthMessagesValues>({
  loggingIn: {
    id: "auth.loggingIn",
    defaultMessage: "Logging you in",
    description: "Screen-reader label of the large spinner that replaces the page while a login runs",
  },
  dismiss: { id: "auth.dismiss", defaultMessage: "Dismiss", description: "Button that closes the failed-login notice" },
}, { typed: true });
