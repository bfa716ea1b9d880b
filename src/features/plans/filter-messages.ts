import { defineMessages, type NoMessageValues } from "react-intl";

type FilterMessagesValues = {
  subgroupLegend: NoMessageValues;
  individual: NoMessageValues;
  individualHint: NoMessageValues;
  family: NoMessageValues;
  familyHint: NoMessageValues;
  quotaLegend: NoMessageValues;
};

export const filterMessages = defineMessages<FilterMessagesValues>(
  {
    subgroupLegend: {
      id: "plans.filters.subgroupLegend",
      defaultMessage: "Who is it for?",
      description: "Legend of the password-manager subgroup choice",
    },
    individual: { id: "plans.filters.individual", defaultMessage: "Personal", description: "Password-manager subgroup: one person" },
    individualHint: { id: "plans.filters.individualHint", defaultMessage: "For 1 user", description: "Hint under Personal" },
    family: { id: "plans.filters.family", defaultMessage: "Family", description: "Password-manager subgroup: a family" },
    familyHint: { id: "plans.filters.familyHint", defaultMessage: "For up to 6 users", description: "Hint under Family" },
    quotaLegend: {
      id: "plans.filters.quotaLegend",
      defaultMessage: "How much storage do you need?",
      description: "Legend of the locker storage choice",
    },
  },
  { typed: true },
);
