import { defineMessages, type NoMessageValues } from "react-intl";

type PlanMessagesValues = {
  periodLegend: NoMessageValues;
  variantLegend: NoMessageValues;
  periodPlan: { unit: string; interval: number };
  perMonth: { price: string };
  billedEvery: { total: string; unit: string; interval: number };
  saveAgainstMonthly: { percentage: number };
  taxIncluded: { name: string; country: string };
  plusTax: NoMessageValues;
  extraMonths: { count: number };
  selected: NoMessageValues;
  includes: NoMessageValues;
  popular: NoMessageValues;
};

export const planMessages = defineMessages<PlanMessagesValues>(
  {
    periodLegend: {
      id: "plans.periodLegend",
      defaultMessage: "Choose your subscription period",
      description: "Legend of the period options",
    },
    variantLegend: { id: "plans.variantLegend", defaultMessage: "Choose your plan", description: "Legend of the plan (tier) options" },
    periodPlan: {
      id: "plans.periodPlan",
      defaultMessage:
        "{unit, select, YEAR {{interval, plural, one {1-year plan} other {#-year plan}}} MONTH {{interval, plural, one {1-month plan} other {#-month plan}}} WEEK {{interval, plural, one {1-week plan} other {#-week plan}}} other {{interval, plural, one {1-day plan} other {#-day plan}}}}",
      description: "Name of a subscription period option, e.g. 1-year plan",
    },
    perMonth: { id: "plans.perMonth", defaultMessage: "{price}/mo", description: "A price per month, e.g. $4.99/mo" },
    billedEvery: {
      id: "plans.billedEvery",
      defaultMessage:
        "{total} for the first {unit, select, YEAR {{interval, plural, one {year} other {# years}}} MONTH {{interval, plural, one {month} other {# months}}} WEEK {{interval, plural, one {week} other {# weeks}}} other {{interval, plural, one {day} other {# days}}}}",
      description: "What a plan costs for its first period, e.g. $59.88 for the first year",
    },
    taxIncluded: {
      id: "plans.taxIncluded",
      defaultMessage: "incl. {name, select, gst {GST} other {{country, select, JP {consumption tax} other {VAT}}}}",
      description:
        "After a plan's price where prices include the tax, e.g. €65.56 for the first year incl. VAT. country is the billing country (ISO code): name the VAT as that market does",
    },
    plusTax: {
      id: "plans.plusTax",
      defaultMessage: "+ tax",
      description: "After a plan's price where the tax is added from the address (US, Canada), e.g. $59.88 for the first year + tax",
    },
    saveAgainstMonthly: {
      id: "plans.saveAgainstMonthly",
      defaultMessage: "Save {percentage, number}% vs. monthly",
      description: "Badge on a plan longer than a month: what it saves against paying monthly for as many months",
    },
    extraMonths: {
      id: "plans.extraMonths",
      defaultMessage: "+ {count, plural, one {1 extra month} other {# extra months}}",
      description: "Bonus months included with a plan",
    },
    selected: { id: "plans.selected", defaultMessage: "Selected", description: "Screen-reader text on the chosen plan card" },
    includes: { id: "plans.includes", defaultMessage: "Includes", description: "Heading of the list of services in a plan" },
    popular: { id: "plans.popular", defaultMessage: "Most popular", description: "Badge on the recommended plan" },
  },
  { typed: true },
);
