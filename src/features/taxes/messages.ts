import { defineMessages, type NoMessageValues } from "react-intl";

type TaxMessagesValues = {
  legend: NoMessageValues;
  country: NoMessageValues;
  state: NoMessageValues;
  emirate: NoMessageValues;
  zip: NoMessageValues;
  postalCode: NoMessageValues;
  zipInvalid: NoMessageValues;
  zipEmpty: NoMessageValues;
  stateChoose: NoMessageValues;
  stateEmpty: NoMessageValues;
};

export const taxMessages = defineMessages<TaxMessagesValues>(
  {
    legend: { id: "taxes.legend", defaultMessage: "Billing address", description: "Heading of the tax address fields" },
    country: { id: "taxes.country", defaultMessage: "Country", description: "Label of the country select" },
    state: { id: "taxes.state", defaultMessage: "State or province", description: "Label of the state select (US, Canada)" },
    emirate: {
      id: "taxes.emirate",
      defaultMessage: "Emirate",
      description: "Label of the same select for the United Arab Emirates, whose regions are emirates",
    },
    zip: { id: "taxes.zip", defaultMessage: "ZIP code", description: "Label of the postal code field (US)" },
    postalCode: {
      id: "taxes.postalCode",
      defaultMessage: "Postal code",
      description: "Label of the postal code field of a Canadian billing address (optional: its first letter sets the province)",
    },
    zipInvalid: {
      id: "taxes.zipInvalid",
      defaultMessage: "Postal code is not valid",
      description: "Postal code error (wording of the specification)",
    },
    zipEmpty: {
      id: "taxes.zipEmpty",
      defaultMessage: "Postal code cannot be empty",
      description: "Postal code error (wording of the specification)",
    },
    stateChoose: {
      id: "taxes.stateChoose",
      defaultMessage: "Choose your state or province",
      description: "First, empty option of the state select (US, Canada): no state is assumed",
    },
    stateEmpty: {
      id: "taxes.stateEmpty",
      defaultMessage: "Choose your state or province to calculate the tax",
      description: "Error under the state select after Pay without a state",
    },
  },
  { typed: true },
);
