import { defineMessages, type NoMessageValues } from "react-intl";

type AccountMessagesValues = {
  accountEntry: { provider: string };
  logOut: NoMessageValues;
  loggingOut: NoMessageValues;
};

export const accountMessages = defineMessages<AccountMessagesValues>(
  {
    accountEntry: {
      id: "auth.accountMenu.account",
      defaultMessage: "{provider} Account",
      description: "Account menu entry that opens the provider's account dashboard; provider is the product brand",
    },
    logOut: { id: "auth.accountMenu.logOut", defaultMessage: "Log out", description: "Account menu entry that logs the shopper out" },
    loggingOut: {
      id: "auth.accountMenu.loggingOut",
      defaultMessage: "Logging out",
      description: "Log-out entry text while the logout runs (followed by animated dots)",
    },
  },
  { typed: true },
);
