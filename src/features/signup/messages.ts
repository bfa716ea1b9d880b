import { defineMessages, type MessageValue, type NoMessageValues } from "react-intl";

type SignupMessagesValues = {
  title: { provider: string };
  // The address is put in as an isolated element (<bdi>; MessageValue takes an element), so it reads whole in right-to-left text.
  created: { provider: string; email: MessageValue };
  passwordLabel: NoMessageValues;
  passwordRule: { min: number };
  createPassword: NoMessageValues;
  failed: NoMessageValues;
  ready: { email: MessageValue };
  existing: { provider: string; email: MessageValue };
  unknown: { provider: string; email: MessageValue };
  logIn: NoMessageValues;
  checking: NoMessageValues;
};

export const signupMessages = defineMessages<SignupMessagesValues>(
  {
    title: { id: "signup.title", defaultMessage: "Your {provider} account", description: "Heading of the success step's account section" },
    created: {
      id: "signup.created",
      defaultMessage:
        "We created a {provider} account for {email} with this purchase. Choose a password to log in to the apps and your account.",
      description: "Success step, guest whose purchase made a new account that has no password yet",
    },
    passwordLabel: { id: "signup.passwordLabel", defaultMessage: "New password", description: "Label of the new account's password field" },
    passwordRule: {
      id: "signup.passwordRule",
      defaultMessage: "Use at least {min} characters.",
      description: "Under the new password field; shown as the error when the password is too short",
    },
    createPassword: {
      id: "signup.createPassword",
      defaultMessage: "Create password",
      description: "Button that saves the new account's password",
    },
    failed: {
      id: "signup.failed",
      defaultMessage: "We could not save your password. Try again.",
      description: "The password could not be saved (network or server failure)",
    },
    ready: {
      id: "signup.ready",
      defaultMessage: "Your password is set. Log in with {email} and your new password.",
      description: "Success step, after the shopper chose the new account's password",
    },
    existing: {
      id: "signup.existing",
      defaultMessage: "This subscription was added to your {provider} account, {email}. Log in with its password to use it.",
      description: "Success step, guest whose e-mail already had an account (with a password)",
    },
    unknown: {
      id: "signup.unknown",
      defaultMessage: "Log in to your {provider} account with {email} to use this subscription.",
      description: "Success step, when this browser cannot tell the account's state (another browser paid)",
    },
    logIn: { id: "signup.logIn", defaultMessage: "Log in", description: "Button on the success step that starts a login" },
    checking: {
      id: "signup.checking",
      defaultMessage: "Checking your account",
      description: "Accessible name of the loader shown while the success step looks up the buyer's account",
    },
  },
  { typed: true },
);
