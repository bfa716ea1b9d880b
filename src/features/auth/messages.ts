import { defineMessages, type NoMessageValues } from "react-intl";

type AuthMessagesValues = {
  loggingIn: NoMessageValues;
  failedTitle: NoMessageValues;
  failedLink: NoMessageValues;
  failedService: NoMessageValues;
  failedGuest: NoMessageValues;
  continueAsGuest: NoMessageValues;
  switchTitle: NoMessageValues;
  switchSignedInAs: { email: string };
  switchExplain: NoMessageValues;
  switchContinue: { email: string };
  switchConfirm: NoMessageValues;
};

export const authMessages = defineMessages<AuthMessagesValues>(
  {
    loggingIn: {
      id: "auth.loggingIn",
      defaultMessage: "Logging you in",
      description: "Screen-reader label of the large spinner that replaces the page while a login runs",
    },
    failedTitle: {
      id: "auth.failed.title",
      defaultMessage: "We couldn't log you in",
      description: "Title of the notice after a failed login",
    },
    failedLink: {
      id: "auth.failed.link",
      defaultMessage: "Your sign-in link has expired or was already used.",
      description: "Failed-login notice: the identity service refused the sign-in link (trusted token)",
    },
    failedService: {
      id: "auth.failed.service",
      defaultMessage: "Our login service isn't answering right now.",
      description: "Failed-login notice: the identity service could not be reached",
    },
    failedGuest: {
      id: "auth.failed.guest",
      defaultMessage: "You can go on as a guest: everything you chose stays as it is.",
      description: "Failed-login notice: the checkout goes on without an account",
    },
    continueAsGuest: {
      id: "auth.failed.continueAsGuest",
      defaultMessage: "Continue as guest",
      description: "Closes the failed-login notice",
    },
    switchTitle: {
      id: "auth.switch.title",
      defaultMessage: "Switch account?",
      description: "Title of the screen shown when a sign-in link names another account than the one logged in",
    },
    switchSignedInAs: {
      id: "auth.switch.signedInAs",
      defaultMessage: "You are signed in as {email}.",
      description: "Account switch screen: which account is logged in now ({email} is its e-mail address)",
    },
    switchExplain: {
      id: "auth.switch.explain",
      defaultMessage: "The link you opened signs in to another account.",
      description: "Account switch screen: why the question is asked",
    },
    switchContinue: {
      id: "auth.switch.continue",
      defaultMessage: "Continue as {email}",
      description: "Account switch screen: button keeping the account logged in now ({email})",
    },
    switchConfirm: {
      id: "auth.switch.confirm",
      defaultMessage: "Switch account",
      description: "Account switch screen: button logging in with the link's account instead",
    },
  },
  { typed: true },
);
