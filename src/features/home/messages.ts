import { defineMessages, type NoMessageValues } from "react-intl";

type HomeMessagesValues = {
  homeTitle: NoMessageValues;
  homeIntro: NoMessageValues;
  productVpn: NoMessageValues;
  productPass: NoMessageValues;
  productLocker: NoMessageValues;
  productIncogni: NoMessageValues;
  productProtect: NoMessageValues;
  choose: NoMessageValues;
};

export const homeMessages = defineMessages<HomeMessagesValues>(
  {
    homeTitle: { id: "home.title", defaultMessage: "Choose your protection", description: "Home page heading" },
    homeIntro: {
      id: "home.intro",
      defaultMessage: "Pick a product to see its plans. Every plan comes with a 30-day money-back guarantee.",
      description: "Home page introduction",
    },
    productVpn: { id: "home.product.vpn", defaultMessage: "VPN", description: "Product name in the home page picker" },
    productPass: { id: "home.product.pass", defaultMessage: "Password manager", description: "Product name in the home page picker" },
    productLocker: {
      id: "home.product.locker",
      defaultMessage: "Encrypted cloud storage",
      description: "Product name in the home page picker",
    },
    productIncogni: {
      id: "home.product.incogni",
      defaultMessage: "Personal data removal",
      description: "Product name in the home page picker",
    },
    productProtect: {
      id: "home.product.nordprotect",
      defaultMessage: "Identity protection bundle",
      description: "Product name in the home page picker",
    },
    choose: { id: "home.choose", defaultMessage: "See plans", description: "Home page picker call to action" },
  },
  { typed: true },
);
