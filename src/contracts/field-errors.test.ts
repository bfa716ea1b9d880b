import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkInput } from "./field-errors";

const schema = z.strictObject({ email: z.string().min(1), count: z.number().int().optional() });

describe("checkInput", () => {
  it("gives the parsed data of a valid body", () => {
    expect(checkInput(schema, { email: "a@b.test", count: 2 })).toEqual({ ok: true, data: { email: "a@b.test", count: 2 } });
  });

  it.each([null, "text", 12, [{ email: "a@b.test" }]])("refuses %j as not an object", (input) => {
    expect(checkInput(schema, input)).toEqual({
      ok: false,
      errors: [{ field: "body", slug: "invalid" }],
      message: "Expected a JSON object.",
    });
  });

  it("reports every field at once", () => {
    expect(checkInput(schema, { email: "", count: 1.5 })).toEqual({
      ok: false,
      errors: [
        { field: "email", slug: "cannot-be-empty" },
        { field: "count", slug: "invalid" },
      ],
    });
  });

  it("refuses a field the schema does not know (a card number sent to the wrong place)", () => {
    expect(checkInput(schema, { email: "a@b.test", card_number: "4242" })).toEqual({
      ok: false,
      errors: [{ field: "card_number", slug: "invalid" }],
    });
  });
});
