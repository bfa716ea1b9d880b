import type { PaymentField } from "@/contracts/checkout-api";

/** Where a message shows: one per provider field of the contract, plus the e-mail. */
export type ErrorSlot = PaymentField | "email";

/**
 * What the shopper types: the slots, with the expiry as one date or as month and year, and the
 * date of birth's day, month and year, kept together in `date_of_birth` (date-of-birth.ts).
 */
export type ValueField =
  | Exclude<ErrorSlot, "card_expiry">
  | "card_expiry"
  | "card_expiry_month"
  | "card_expiry_year"
  | "date_of_birth_day"
  | "date_of_birth_month"
  | "date_of_birth_year";
export type FormValues = Partial<Record<ValueField, string>>;

/**
 * "date" is one "MM / YY" field, "month_year" two; the newPaymentMethodForm flag picks the
 * single field, the classic form keeps the two (spec section 5 words messages for both).
 */
export type ExpiryLayout = "date" | "month_year";

export interface FormRules {
  /** The selected provider's fields, in its order. */
  fields: readonly PaymentField[];
  /** Anonymous shoppers type their e-mail; a logged-in one's comes from the account. */
  withEmail: boolean;
  expiryLayout: ExpiryLayout;
  /** The tax address country: postal code rules differ by country. */
  country: string;
}
