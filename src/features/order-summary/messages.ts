import { defineMessages, type NoMessageValues } from "react-intl";

/** Whether the renewal price stated includes the tax (where every price on the page does) or the tax is added. */
export type RenewalTax = "included" | "added";

type SummaryMessagesValues = {
  title: NoMessageValues;
  discount: NoMessageValues;
  coupon: { code: string };
  tax: { name: string; country: string; rate: number };
  taxNone: NoMessageValues;
  taxIncluded: { name: string; country: string; rate: number };
  barTotal: { label: string; amount: string };
  taxFromAddress: NoMessageValues;
  totalBeforeTax: NoMessageValues;
  taxPending: NoMessageValues;
  taxFailed: NoMessageValues;
  total: NoMessageValues;
  renews: { price: string; unit: string; interval: number; tax: RenewalTax };
  guarantee: NoMessageValues;
  glanceRenewal: { price: string; unit: string; interval: number; tax: RenewalTax };
  updating: NoMessageValues;
  showDetails: NoMessageValues;
  hideDetails: NoMessageValues;
  renewalTerm: { items: string; count: number; date: string; price: string; unit: string; interval: number; tax: RenewalTax };
  renewalCancel: { provider: string };
};

export const summaryMessages = defineMessages<SummaryMessagesValues>(
  {
    title: { id: "summary.title", defaultMessage: "Order summary", description: "Heading of the order summary" },
    discount: {
      id: "summary.discount",
      defaultMessage: "Discount",
      description: "Summary row: what the coupon takes off the listed prices",
    },
    coupon: {
      id: "summary.couponCode",
      defaultMessage: "Coupon {code}",
      description: "Under the discount row, which is the coupon's reduction alone: the applied coupon",
    },
    tax: {
      id: "summary.tax",
      defaultMessage:
        "{name, select, sales_tax {Sales tax} gst {GST} hst {HST} other {{country, select, JP {Consumption tax} other {VAT}}}} ({rate, number}%)",
      description:
        "Summary row: the tax, with its rate (a number such as 7.25, formatted for the language). country is the billing country (ISO code): name the VAT as that market does where the language has its own word",
    },
    taxNone: { id: "summary.taxNone", defaultMessage: "Tax", description: "Summary row: no tax applies" },
    taxIncluded: {
      id: "summary.taxIncluded",
      defaultMessage: "Includes {name, select, gst {GST} other {{country, select, JP {consumption tax} other {VAT}}}} ({rate, number}%)",
      description:
        "Summary row where prices include the tax: the tax contained in the total, with its rate. country is the billing country (ISO code): name the VAT as that market does",
    },
    barTotal: {
      id: "summary.barTotal",
      defaultMessage: "{label}: {amount}",
      description: "The total in the collapsed summary bar of small screens, e.g. Total due today: $59.88",
    },
    taxFromAddress: {
      id: "summary.taxFromAddress",
      defaultMessage: "Calculated from your address",
      description: "Under the tax row (US, Canada) until the shopper gives the state whose tax applies",
    },
    totalBeforeTax: {
      id: "summary.totalBeforeTax",
      defaultMessage: "Total before tax",
      description: "Summary row in place of the total while the tax waits for the shopper's state",
    },
    taxPending: { id: "summary.taxPending", defaultMessage: "Calculating…", description: "Tax value while it loads" },
    taxFailed: {
      id: "summary.taxFailedTotalUnknown",
      defaultMessage: "We couldn't calculate the tax for your address, so the total isn't known yet.",
      description: "Shown in the order summary when the tax service did not answer; the total shows a dash until it does",
    },
    total: { id: "summary.total", defaultMessage: "Total due today", description: "Summary row: what is charged now" },
    renews: {
      id: "summary.renews",
      defaultMessage:
        "Renews at {price} every {unit, select, YEAR {{interval, plural, one {year} other {# years}}} MONTH {{interval, plural, one {month} other {# months}}} other {{interval, plural, one {period} other {# periods}}}} after the first term{tax, select, included {, tax included,} other {, plus any applicable tax,}} unless you cancel.",
      description: "What the subscription renews at, stated above the pay button",
    },
    glanceRenewal: {
      id: "summary.glanceRenewal",
      defaultMessage:
        "Then {price} {unit, select, YEAR {{interval, plural, one {a year} other {every # years}}} MONTH {{interval, plural, one {a month} other {every # months}}} WEEK {{interval, plural, one {a week} other {every # weeks}}} other {{interval, plural, one {a day} other {every # days}}}}{tax, select, included {, tax included} other {, plus tax}}",
      description:
        "Under the total due today in the order at a glance at the top of a phone screen: what the order renews at after the first term, and how often",
    },
    guarantee: {
      id: "summary.guarantee",
      defaultMessage: "30-day money-back guarantee.",
      description: "Reassurance line in the order summary",
    },
    updating: { id: "summary.updating", defaultMessage: "Updating the total", description: "Screen-reader text while the total reloads" },
    showDetails: { id: "summary.showDetails", defaultMessage: "Show details", description: "Expands the order summary on small screens" },
    hideDetails: { id: "summary.hideDetails", defaultMessage: "Hide details", description: "Collapses the order summary on small screens" },
    renewalTerm: {
      id: "summary.renewalTerm",
      defaultMessage:
        "{items} {count, plural, one {renews} other {renew}} automatically on {date} at {price} {unit, select, YEAR {{interval, plural, one {a year} other {every # years}}} MONTH {{interval, plural, one {a month} other {every # months}}} WEEK {{interval, plural, one {a week} other {every # weeks}}} other {{interval, plural, one {a day} other {every # days}}}}{tax, select, included {, tax included,} other {, plus any applicable tax,}} until you cancel.",
      description:
        "Consent line right above the pay button: what renews (product names joined as a list; count is how many), on which date, at what price and how often",
    },
    renewalCancel: {
      id: "summary.renewalCancel",
      defaultMessage: "By paying, you agree to this. You can cancel any time in your {provider} account.",
      description: "After the renewal terms above the pay button: the consent and how to cancel; provider is a brand such as NordVPN",
    },
  },
  { typed: true },
);
