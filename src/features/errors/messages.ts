import { defineMessages, type NoMessageValues } from "react-intl";

type ErrorMessagesValues = {
  notFoundTitle: NoMessageValues;
  notFoundHeading: NoMessageValues;
  notFoundCode: NoMessageValues;
  notFoundDescription: NoMessageValues;
  notFoundAction: NoMessageValues;
  notFoundSite: { site: string };
  tooManyRequestsTitle: NoMessageValues;
  tooManyRequestsText: NoMessageValues;
  gotQuestions: NoMessageValues;
  contactSupport: NoMessageValues;
  genericTitle: NoMessageValues;
  genericText: NoMessageValues;
  tryAgain: NoMessageValues;
  retryingIn: { seconds: number };
};

export const errorMessages = defineMessages<ErrorMessagesValues>(
  {
    notFoundTitle: { id: "errors.notFound.title", defaultMessage: "Page not found", description: "404 page title" },
    notFoundHeading: {
      id: "errors.notFound.heading",
      defaultMessage: "Oh hey! Looks like you're lost.",
      description: "404 page heading",
    },
    notFoundCode: { id: "errors.notFound.code", defaultMessage: "Error 404", description: "404 page status text" },
    notFoundDescription: {
      id: "errors.notFound.description",
      defaultMessage: "Let us show you a secure and private way to wander through the internet.",
      description: "404 page description",
    },
    notFoundAction: {
      id: "errors.notFound.action",
      defaultMessage: "Let's Go",
      description: "404 button back to this checkout for the product in context",
    },
    notFoundSite: {
      id: "errors.notFound.site",
      defaultMessage: "Or visit {site}",
      description: "404 page: a second link, to the provider's own website (site is a host name such as nordvpn.com)",
    },
    tooManyRequestsTitle: { id: "errors.tooManyRequests.title", defaultMessage: "Too many requests", description: "429 page title" },
    tooManyRequestsText: {
      id: "errors.tooManyRequests.text",
      defaultMessage: "You have sent too many request too quickly. Please try again later.",
      description: "429 page text (wording fixed by the product specification)",
    },
    gotQuestions: { id: "errors.gotQuestions", defaultMessage: "Got questions?", description: "Line above the contact support button" },
    contactSupport: {
      id: "errors.contactSupport",
      defaultMessage: "Contact Support",
      description: "Button that opens an e-mail to support",
    },
    genericTitle: { id: "errors.generic.title", defaultMessage: "Oops! Something went wrong", description: "Generic error page title" },
    genericText: {
      id: "errors.generic.text",
      defaultMessage: "We have encountered an unexpected problem. Try again or contact support.",
      description: "Generic error page text",
    },
    tryAgain: { id: "errors.generic.tryAgain", defaultMessage: "Try again", description: "Button that reloads the page after an error" },
    retryingIn: {
      id: "errors.generic.retryingIn",
      defaultMessage: "We'll try again by ourselves in {seconds, plural, one {# second} other {# seconds}}.",
      description: "Under the error screen of a service that is down for a moment: the page reloads itself after this countdown",
    },
  },
  { typed: true },
);
