import type { MessageDescriptor } from "react-intl";
import { fieldMessages as m } from "../messages/field-messages";
import type { FieldProblem } from "../validation/field-problem";
import type { ErrorSlot, ExpiryLayout } from "./form-fields";

type ProblemMessages = Partial<Record<FieldProblem, MessageDescriptor>>;

const BY_SLOT: Readonly<Record<Exclude<ErrorSlot, "card_expiry">, ProblemMessages>> = {
  email: { empty: m.emailEmpty, invalid: m.emailInvalid, blocked: m.emailBlocked },
  card_name: { empty: m.fullNameEmpty },
  first_name: { empty: m.firstNameEmpty },
  last_name: { empty: m.lastNameEmpty },
  card_number: { empty: m.cardNumberEmpty, invalid: m.cardNumberInvalid },
  card_cvv: { empty: m.cvvEmpty, invalid: m.cvvInvalid },
  card_password: { empty: m.cardPasswordEmpty, invalid: m.cardPasswordInvalid },
  postal_code: { empty: m.postalCodeEmpty, invalid: m.postalCodeInvalid },
  cpf_cnpj: { empty: m.cpfCnpjEmpty, invalid: m.cpfCnpjInvalid },
  date_of_birth: { empty: m.dateOfBirthEmpty, invalid: m.dateOfBirthInvalid },
};

const EXPIRY: Readonly<Record<ExpiryLayout, ProblemMessages>> = {
  date: { empty: m.expiryDateEmpty, invalid: m.expiryDateInvalid, passed: m.expiryDatePassed, too_far: m.expiryDateTooFar },
  // A month and year that parse are one date again: it has passed or is too far ahead.
  month_year: { empty: m.expiryMonthYearEmpty, invalid: m.expiryMonthYearInvalid, passed: m.expiryDatePassed, too_far: m.expiryDateTooFar },
};

/** The message of spec section 5 for a slot's problem; "is not valid" where a rule has no own words. */
export function problemMessage(slot: ErrorSlot, problem: FieldProblem, expiryLayout: ExpiryLayout): MessageDescriptor {
  const messages = slot === "card_expiry" ? EXPIRY[expiryLayout] : BY_SLOT[slot];
  return messages[problem] ?? messages.invalid ?? messages.empty ?? m.cardInvalid;
}
