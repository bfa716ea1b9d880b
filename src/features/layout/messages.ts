import { defineMessages, type NoMessageValues } from "react-intl";

type LayoutMessagesValues = {
  pageTitle: { provider: string; project: string };
  pageDescription: { provider: string };
  homeLink: { provider: string };
  copyright: { year: number };
  contact: NoMessageValues;
  terms: NoMessageValues;
  privacy: NoMessageValues;
  cancellation: NoMessageValues;
  refund: NoMessageValues;
  pricing: NoMessageValues;
  cookiePreferences: NoMessageValues;
  language: NoMessageValues;
  newTab: NoMessageValues;
  footerLinks: NoMessageValues;
  pageLoading: NoMessageValues;
};

export const layoutMessages = defineMessages<LayoutMessagesValues>(
  {
    pageTitle: {
      id: "layout.meta.title",
      defaultMessage: "Get {provider} | {project}",
      description: "Browser tab title; provider is the product brand, project the checkout's name",
    },
    pageDescription: {
      id: "layout.meta.description",
      defaultMessage: "Your easy way to buy {provider} security products.",
      description: "Meta description for search results and link previews",
    },
    homeLink: { id: "layout.header.home", defaultMessage: "{provider} checkout home", description: "Accessible name of the logo link" },
    copyright: {
      id: "layout.footer.copyright",
      defaultMessage: "© {year} Nord Security. All rights reserved.",
      description: "Footer copyright line",
    },
    contact: { id: "layout.footer.contact", defaultMessage: "Contact us", description: "Footer mailto link to support" },
    terms: { id: "layout.footer.terms", defaultMessage: "Terms of Service", description: "Footer link, opens in a new tab" },
    privacy: { id: "layout.footer.privacy", defaultMessage: "Privacy Policy", description: "Footer link, opens in a new tab" },
    cancellation: {
      id: "layout.footer.cancellation",
      defaultMessage: "Cancellation policy",
      description: "Footer link to how to cancel a subscription",
    },
    refund: { id: "layout.footer.refund", defaultMessage: "Refund policy", description: "Footer link to the money-back terms" },
    pricing: { id: "layout.footer.pricing", defaultMessage: "Pricing and billing", description: "Footer link to the pricing terms" },
    cookiePreferences: {
      id: "layout.footer.cookiePreferences",
      defaultMessage: "Cookie preferences",
      description: "Footer button that opens the cookie consent settings",
    },
    language: { id: "layout.footer.language", defaultMessage: "Language", description: "Label of the language picker" },
    newTab: {
      id: "layout.footer.newTab",
      defaultMessage: "(opens in a new tab)",
      description: "Screen-reader hint on links that open a new tab",
    },
    footerLinks: {
      id: "layout.footer.links",
      defaultMessage: "Legal and support",
      description: "Accessible name of the footer navigation",
    },
    pageLoading: {
      id: "layout.progress.label",
      defaultMessage: "Loading the next page",
      description: "Accessible name of the thin progress bar shown while the checkout moves to another step",
    },
  },
  { typed: true },
);

/**
 * The footer's disclaimer for the product in context (spec 2.4's disclaimer slot): what the
 * product does not do, or where its promise ends, in one sentence a shopper reads before paying.
 */
export const footerDisclaimerMessages = defineMessages<
  Record<"default" | "vpn" | "pass" | "locker" | "protect" | "incogni", NoMessageValues>
>(
  {
    default: {
      id: "layout.footer.disclaimer.default",
      defaultMessage: "Nord Security subscriptions renew automatically until you cancel them in your account.",
      description: "Footer disclaimer when no product is in context",
    },
    vpn: {
      id: "layout.footer.disclaimer.vpn",
      defaultMessage:
        "NordVPN encrypts your internet connection. It does not make you anonymous, and you must use it in line with local laws.",
      description: "Footer disclaimer for the VPN",
    },
    pass: {
      id: "layout.footer.disclaimer.pass",
      defaultMessage: "NordPass cannot see or reset your master password. If you lose it, only your recovery code can restore access.",
      description: "Footer disclaimer for the password manager",
    },
    locker: {
      id: "layout.footer.disclaimer.locker",
      defaultMessage:
        "NordLocker encrypts your files on your device before they are uploaded, so we cannot open or recover them without your keys.",
      description: "Footer disclaimer for the encrypted file locker",
    },
    protect: {
      id: "layout.footer.disclaimer.protect",
      defaultMessage:
        "NordProtect identity theft recovery and insurance are available to US residents only. Terms, conditions and exclusions apply.",
      description: "Footer disclaimer for the identity protection product",
    },
    incogni: {
      id: "layout.footer.disclaimer.incogni",
      defaultMessage:
        "Incogni asks data brokers to remove your personal data on your behalf. How quickly they comply is up to each broker.",
      description: "Footer disclaimer for the data-removal service",
    },
  },
  { typed: true },
);
