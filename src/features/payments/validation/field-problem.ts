/**
 * What is wrong with one field, as a value: the form maps it to a message of spec section 5.
 * `passed` and `too_far` are the expiry rules; `blocked` is the e-mail's blocked domain (2029).
 */
export type FieldProblem = "empty" | "invalid" | "passed" | "too_far" | "blocked";

export function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === "";
}

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, "");
}
