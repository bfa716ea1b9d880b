import { isCompleteCardNumber } from "../validation/card-number";
import { validateExpiryDate, validateExpiryMonthYear } from "../validation/expiry";
import type { ExpiryLayout, FormValues, ValueField } from "./form-fields";

const digitCount = (value: string) => value.replace(/\D/g, "").length;

/**
 * The card field the focus moves on to once `value` makes `field` whole and right, as the shopper
 * types it: a complete card number goes on to the expiry, a complete expiry to the CVV. Only the
 * keystroke that completes it moves on (`previous` was not yet whole), so a shopper who comes back
 * to correct a field is not sent away again; a wrong value stays where its message will show.
 */
export function fieldAfter(field: ValueField, value: string, values: FormValues, layout: ExpiryLayout, now: Date): ValueField | null {
  const previous = values[field] ?? "";
  switch (field) {
    case "card_number":
      if (!isCompleteCardNumber(value) || isCompleteCardNumber(previous)) return null;
      return layout === "date" ? "card_expiry" : "card_expiry_month";
    case "card_expiry":
      return digitCount(value) === 4 && digitCount(previous) < 4 && validateExpiryDate(value, now) === null ? "card_cvv" : null;
    case "card_expiry_month":
      return value.length === 2 && previous.length < 2 && /^(0[1-9]|1[0-2])$/.test(value) ? "card_expiry_year" : null;
    case "card_expiry_year":
      return value.length === 2 && previous.length < 2 && validateExpiryMonthYear(values.card_expiry_month, value, now) === null
        ? "card_cvv"
        : null;
    default:
      return null;
  }
}
