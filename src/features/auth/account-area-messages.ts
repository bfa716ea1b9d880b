import { defineMessages, type NoMessageValues } from "react-intl";

type AccountAreaMessagesValues = {
  alreadyHaveAccount: { provider: string };
  logIn: NoMessageValues;
  loggingIn: NoMessageValues;
  accountMenu: { email: string };
};

/** The header's account slot: the log-in prompt and the avatar (the menu's own are in account-messages). */
export const accountAreaMessages = defineMessages<AccountAreaMessagesValues>(
  {
    alreadyHaveAccount: {
      id: "auth.header.alreadyHaveAccount",
      defaultMessage: "Already have {provider} Account?",
      description: "Header text for logged-out shoppers, before the log-in link",
    },
    logIn: { id: "auth.header.logIn", defaultMessage: "Log in", description: "Header link that starts a login" },
    loggingIn: {
      id: "auth.header.loggingIn",
      defaultMessage: "Logging in",
      description: "Header link text while a login is in progress (followed by animated dots)",
    },
    accountMenu: {
      id: "auth.header.accountMenu",
      defaultMessage: "Account menu for {email}",
      description: "Accessible name of the avatar button that opens the account menu",
    },
  },
  { typed: true },
);
