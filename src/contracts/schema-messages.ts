import type { z } from "zod";

/** What a value is, in the words of spec 5's "Expected X, received Y". */
function received(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  if (typeof input === "number" && Number.isNaN(input)) return "nan";
  return typeof input;
}

const CHARACTERS = (count: number | bigint) => `${count} character(s)`;

/**
 * Zod's messages in spec 5's wording ("Required", "Expected X, received Y", "Invalid email",
 * "String must contain at least N character(s)", "Number must be greater than or equal to N"),
 * which zod 4 words differently. A message a schema sets itself wins; any other issue keeps zod's
 * own. These messages reach operators only (a bad environment or configuration at start-up): the
 * shopper is answered with field slugs, which the page words itself (spec 5's client messages).
 * Pass it as `schema.safeParse(value, { error: schemaMessages })`.
 */
export const schemaMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "Required" : `Expected ${issue.expected}, received ${received(issue.input)}`;
    case "invalid_format":
      return issue.format === "email" ? "Invalid email" : issue.format === "url" ? "Invalid url" : undefined;
    case "too_small":
      if (issue.origin === "string") return `String must contain at least ${CHARACTERS(issue.minimum)}`;
      if (issue.origin === "number") return `Number must be greater than ${issue.inclusive ? "or equal to " : ""}${issue.minimum}`;
      if (issue.origin === "array") return `Array must contain at least ${issue.minimum} element(s)`;
      return undefined;
    case "too_big":
      if (issue.origin === "string") return `String must contain at most ${CHARACTERS(issue.maximum)}`;
      if (issue.origin === "number") return `Number must be less than ${issue.inclusive ? "or equal to " : ""}${issue.maximum}`;
      if (issue.origin === "array") return `Array must contain at most ${issue.maximum} element(s)`;
      return undefined;
    default:
      return undefined;
  }
};
