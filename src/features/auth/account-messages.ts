import { defineMessages, type NoMessageValues } from "react-intl";

type AccountMessagesValues = {
  alreadyHaveAccount: { provider: string };
  logIn: NoMessageValues;
  loggingIn: NoMessageValues;
  accountMenu: { email: string };
  accountEntry: { provider: string };
  logOut: NoMessageValues;
  loggingOut: NoMessageValues;
};

export const accountMessages = defineMessages<AccountMessagesValues>({
  alreadyHaveAccount: {
    id: "layout.header.alreadyHaveAccount",
    defaultMessage: "Already have {provider} Account?",
    description: "Header text for logged-out shoppers, before the log-in link",
  },
  logIn: { id: "layout.header.logIn", defaultMessage: "Log in", description: "Header link that starts a login" },
  loggingIn: {
    id: "layout.header.loggingIn",
    defaultMessage: "Logging in",
    description: "Header link text while a login is in progress (followed by animated dots)",
  },
  accountMenu: {
    id: "layout.header.accountMenu",
    defaultMessage: "Account menu for {email}",
    description: "Accessible name of the avatar button that opens the account menu",
  },
  accountEntry: {
    id: "layout.accountMenu.account",
    defaultMessage: "{provider} Account",
    description: "Account menu entry that opens the provider's account dashboard; provider is the product brand",
  },
  logOut: { id: "layout.accountMenu.logOut", defaultMessage: "Log out", description: "Account menu entry that logs the shopper out" },
  loggingOut: {
    id: "layout.accountMenu.loggingOut",
    defaultMessage: "Logging out",
    description: "Log-out entry text while the logout runs (followed by animated dots)",
  },
}, { typed: true });
