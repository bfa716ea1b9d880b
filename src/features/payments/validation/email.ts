import { isBlank, type FieldProblem } from "./field-problem";

// The same shape the checkout API accepts (its server code 2009 otherwise): a local part without
// spaces or quotes, and a domain of labels ending in a 2+ letter top-level domain.
const EMAIL = /^[^\s@"(),:;<>[\]\\]{1,64}@([A-Za-z0-9-]+\.)+[A-Za-z]{2,63}$/;

/** "Email cannot be empty" / "Email is not valid"; blocked domains are the server's call (2029). */
export function validateEmail(value: string | undefined): FieldProblem | null {
  if (value === undefined || isBlank(value)) return "empty";
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL.test(trimmed) ? null : "invalid";
}
