import { defineMessages, type NoMessageValues } from "react-intl";

// Spec section 5 words every rule as the field's name plus the rule ("Card number cannot be
// empty"); each sentence is one message so translators can reorder it freely.
type FieldMessagesValues = Record<
  | "emailLabel"
  | "emailEmpty"
  | "emailInvalid"
  | "emailBlocked"
  | "cardNameLabel"
  | "fullNameEmpty"
  | "firstNameLabel"
  | "firstNameEmpty"
  | "lastNameLabel"
  | "lastNameEmpty"
  | "cardNumberLabel"
  | "cardNumberEmpty"
  | "cardNumberInvalid"
  | "cardInvalid"
  | "cardNumberPlaceholder"
  | "expiryDateLabel"
  | "expiryDateEmpty"
  | "expiryDateInvalid"
  | "expiryDatePassed"
  | "expiryDateTooFar"
  | "expiryDatePlaceholder"
  | "expiryMonthLabel"
  | "expiryYearLabel"
  | "expiryMonthYearEmpty"
  | "expiryMonthYearInvalid"
  | "expiryMonthPlaceholder"
  | "expiryYearPlaceholder"
  | "cvvLabel"
  | "cvvEmpty"
  | "cvvInvalid"
  | "cvvPlaceholder"
  | "cardPasswordLabel"
  | "cardPasswordEmpty"
  | "cardPasswordInvalid"
  | "postalCodeLabel"
  | "postalCodeEmpty"
  | "postalCodeInvalid"
  | "cpfCnpjLabel"
  | "cpfCnpjEmpty"
  | "cpfCnpjInvalid"
  | "dateOfBirthLabel"
  | "dateOfBirthDayLabel"
  | "dateOfBirthMonthLabel"
  | "dateOfBirthYearLabel"
  | "dateOfBirthEmpty"
  | "dateOfBirthInvalid",
  NoMessageValues
>;

export const fieldMessages = defineMessages<FieldMessagesValues>(
  {
    emailLabel: { id: "payments.email.label", defaultMessage: "Email address", description: "Label of the e-mail field" },
    emailEmpty: { id: "payments.email.empty", defaultMessage: "Email cannot be empty", description: "E-mail field left empty" },
    emailInvalid: {
      id: "payments.email.invalid",
      defaultMessage: "Email is not valid",
      description: "E-mail malformed (also server code 2009)",
    },
    emailBlocked: {
      id: "payments.email.blocked",
      defaultMessage: "Invalid email. Try again with another email address.",
      description: "E-mail on a blocked domain (server code 2029)",
    },
    cardNameLabel: { id: "payments.card.nameLabel", defaultMessage: "Name on card", description: "Label of the cardholder name field" },
    fullNameEmpty: {
      id: "payments.card.fullNameEmpty",
      defaultMessage: "Full name cannot be empty",
      description: "Name on card left empty",
    },
    firstNameLabel: { id: "payments.form.firstNameLabel", defaultMessage: "First name", description: "Label of the first name field" },
    firstNameEmpty: {
      id: "payments.form.firstNameEmpty",
      defaultMessage: "First name cannot be empty",
      description: "First name left empty",
    },
    lastNameLabel: { id: "payments.form.lastNameLabel", defaultMessage: "Last name", description: "Label of the last name field" },
    lastNameEmpty: { id: "payments.form.lastNameEmpty", defaultMessage: "Last name cannot be empty", description: "Last name left empty" },
    cardNumberLabel: { id: "payments.card.numberLabel", defaultMessage: "Card number", description: "Label of the card number field" },
    cardNumberEmpty: {
      id: "payments.card.numberEmpty",
      defaultMessage: "Card number cannot be empty",
      description: "Card number left empty",
    },
    cardNumberInvalid: {
      id: "payments.card.numberInvalid",
      defaultMessage: "Card number is not valid",
      description: "Card number of an unknown brand, wrong length or failing the check digit",
    },
    cardInvalid: {
      id: "payments.card.invalid",
      defaultMessage: "Card is not valid",
      description: "The gateway refused the card as a whole",
    },
    cardNumberPlaceholder: {
      id: "payments.card.numberPlaceholder",
      defaultMessage: "0000 0000 0000 0000",
      description: "Card number placeholder",
    },
    expiryDateLabel: {
      id: "payments.card.expiryLabel",
      defaultMessage: "Expiration date",
      description: "Label of the MM / YY expiry field",
    },
    expiryDateEmpty: {
      id: "payments.card.expiryEmpty",
      defaultMessage: "Expiration date cannot be empty",
      description: "Expiry left empty",
    },
    expiryDateInvalid: {
      id: "payments.card.expiryInvalid",
      defaultMessage: "Expiration date is not valid",
      description: "Expiry malformed",
    },
    expiryDatePassed: { id: "payments.card.expiryPassed", defaultMessage: "Expiration date has passed", description: "Card expired" },
    expiryDateTooFar: {
      id: "payments.card.expiryTooFar",
      defaultMessage: "Expiration date is too far in the future",
      description: "Expiry more than 20 years ahead",
    },
    expiryDatePlaceholder: { id: "payments.card.expiryPlaceholder", defaultMessage: "MM / YY", description: "Expiry date placeholder" },
    expiryMonthLabel: {
      id: "payments.card.expiryMonthLabel",
      defaultMessage: "Expiration month",
      description: "Label of the expiry month field",
    },
    expiryYearLabel: {
      id: "payments.card.expiryYearLabel",
      defaultMessage: "Expiration year",
      description: "Label of the expiry year field",
    },
    expiryMonthYearEmpty: {
      id: "payments.card.expiryMonthYearEmpty",
      defaultMessage: "Expiration year and month cannot be empty",
      description: "Expiry month or year left empty",
    },
    expiryMonthYearInvalid: {
      id: "payments.card.expiryMonthYearInvalid",
      defaultMessage: "Expiration year and month are not valid",
      description: "Expiry month or year malformed",
    },
    expiryMonthPlaceholder: { id: "payments.card.expiryMonthPlaceholder", defaultMessage: "MM", description: "Expiry month placeholder" },
    expiryYearPlaceholder: { id: "payments.card.expiryYearPlaceholder", defaultMessage: "YY", description: "Expiry year placeholder" },
    cvvLabel: { id: "payments.card.cvvLabel", defaultMessage: "CVV/CVC", description: "Label of the security code field" },
    cvvEmpty: { id: "payments.card.cvvEmpty", defaultMessage: "CVV/CVC cannot be empty", description: "Security code left empty" },
    cvvInvalid: {
      id: "payments.card.cvvInvalid",
      defaultMessage: "CVV/CVC is not valid",
      description: "Security code of the wrong length",
    },
    cvvPlaceholder: {
      id: "payments.card.cvvPlaceholder",
      defaultMessage: "000 or 0000",
      description: "Security code placeholder: 3 or 4 digits",
    },
    cardPasswordLabel: {
      id: "payments.card.passwordLabel",
      defaultMessage: "Card password (first 2 digits)",
      description: "Label of the Korean card password field",
    },
    cardPasswordEmpty: {
      id: "payments.card.passwordEmpty",
      defaultMessage: "Card password cannot be empty",
      description: "Card password left empty",
    },
    cardPasswordInvalid: {
      id: "payments.card.passwordInvalid",
      defaultMessage: "Card password is not valid",
      description: "Card password malformed",
    },
    postalCodeLabel: {
      id: "payments.form.postalCodeLabel",
      defaultMessage: "Postal code",
      description: "Label of the billing postal code field",
    },
    postalCodeEmpty: {
      id: "payments.form.postalCodeEmpty",
      defaultMessage: "Postal code cannot be empty",
      description: "Postal code left empty",
    },
    postalCodeInvalid: {
      id: "payments.form.postalCodeInvalid",
      defaultMessage: "Postal code is not valid",
      description: "Postal code malformed",
    },
    cpfCnpjLabel: { id: "payments.form.cpfCnpjLabel", defaultMessage: "CPF/CNPJ", description: "Label of the Brazilian tax id field" },
    cpfCnpjEmpty: { id: "payments.form.cpfCnpjEmpty", defaultMessage: "CPF/CNPJ cannot be empty", description: "CPF/CNPJ left empty" },
    cpfCnpjInvalid: { id: "payments.form.cpfCnpjInvalid", defaultMessage: "CPF/CNPJ is not valid", description: "CPF/CNPJ malformed" },
    dateOfBirthLabel: {
      id: "payments.form.dateOfBirthLabel",
      defaultMessage: "Date of birth",
      description: "Heading (legend) of the date of birth's day, month and year fields",
    },
    dateOfBirthDayLabel: {
      id: "payments.form.dateOfBirthDayLabel",
      defaultMessage: "Day",
      description: "Label of the date of birth's day field (two digits), under the heading Date of birth",
    },
    dateOfBirthMonthLabel: {
      id: "payments.form.dateOfBirthMonthLabel",
      defaultMessage: "Month",
      description: "Label of the date of birth's month field (two digits, 1 to 12), under the heading Date of birth",
    },
    dateOfBirthYearLabel: {
      id: "payments.form.dateOfBirthYearLabel",
      defaultMessage: "Year",
      description: "Label of the date of birth's year field (four digits), under the heading Date of birth",
    },
    dateOfBirthEmpty: {
      id: "payments.form.dateOfBirthEmpty",
      defaultMessage: "Date of birth cannot be empty",
      description: "Date of birth left empty",
    },
    dateOfBirthInvalid: {
      id: "payments.form.dateOfBirthInvalid",
      defaultMessage: "Date of birth is not valid",
      description: "Date of birth malformed or under 18",
    },
  },
  { typed: true },
);
