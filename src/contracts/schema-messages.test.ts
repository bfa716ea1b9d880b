import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaMessages } from "./schema-messages";

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: schemaMessages });
  return result.success ? null : result.error.issues[0]?.message;
};

describe("schema messages in spec 5's wording", () => {
  it.each([
    [z.string(), undefined, "Required"],
    [z.string(), 42, "Expected string, received number"],
    [z.number(), null, "Expected number, received null"],
    [z.string(), ["a"], "Expected string, received array"],
    [z.email(), "not-an-email", "Invalid email"],
    [z.string().min(16), "short", "String must contain at least 16 character(s)"],
    [z.number().min(0), -1, "Number must be greater than or equal to 0"],
    [z.number().max(1), 2, "Number must be less than or equal to 1"],
  ] as const)("%#: words the issue as the spec does", (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("leaves a schema's own message alone", () => {
    expect(messageOf(z.string().min(3, "Too short for a code"), "ab")).toBe("Too short for a code");
  });
});
