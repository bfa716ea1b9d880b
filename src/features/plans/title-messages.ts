import { defineMessages } from "react-intl";

type TitleMessagesValues = {
  product: { group: string; tier: string; subgroup: string; quota: string };
  title: { product: string; period: string; addOn: string };
  service: { service: string; subgroup: string; quota: string };
  quota: { amount: number; unit: string };
};

/**
 * Names of what is sold, composed from the pricing API's typed plan data: the API's English
 * `displayTitle` and service titles are never shown. Product and tier names are brand names; a
 * translator may still write them as that market's site does.
 */
export const titleMessages = defineMessages<TitleMessagesValues>(
  {
    product: {
      id: "plans.product",
      defaultMessage:
        "{group, select, VPN {{tier, select, BASIC {NordVPN Basic} COMPLETE {NordVPN Complete} PLUS {NordVPN Plus} PRIME {NordVPN Prime} STANDARD {NordVPN Standard} ULTIMATE {NordVPN Ultimate} ULTRA {NordVPN Ultra} other {NordVPN}}} PASS {{subgroup, select, family {NordPass Family} other {NordPass Premium}}} LOCKER {NordLocker {quota}} NORDPROTECT {NordProtect} INCOGNI {Incogni} other {Nord Security}}",
      description:
        "A product's name from its product group, tier (VPN), subgroup (password manager) and storage quota (locker, e.g. 500 GB). Brand names: keep them as the product's site in this language writes them",
    },
    title: {
      id: "plans.title",
      defaultMessage: "{addOn, select, yes {{product} add-on, {period}} other {{product}, {period}}}",
      description:
        "A plan's title: the product's name and its period (e.g. NordVPN Plus, 1-year plan); addOn is yes for a product added to the main plan",
    },
    service: {
      id: "plans.service",
      defaultMessage:
        "{service, select, vpn {NordVPN} threat_protection {Threat Protection Pro} password_manager {{subgroup, select, family {NordPass Family (6 users)} other {NordPass Premium}}} file_locker {NordLocker {quota}} identity_protection {NordProtect identity protection} data_removal {Incogni data removal} other {}}",
      description:
        "One thing a plan includes, listed on its card. NordVPN, Threat Protection Pro, NordPass, NordLocker, NordProtect and Incogni are brand names; an unknown service is left empty and not listed",
    },
    quota: {
      id: "plans.filters.quota",
      defaultMessage: "{amount, number} {unit, select, terabyte {TB} gigabyte {GB} other {GB}}",
      description: "A storage size, e.g. 500 GB (a storage option, a locker's name)",
    },
  },
  { typed: true },
);
