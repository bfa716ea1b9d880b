import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkInput, checkQuery } from "./field-errors";

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

describe("checkQuery", () => {
  const querySchema = z.strictObject({ country: z.string().length(2), zip: z.string().optional() });

  it("reads Next's parsed query and URLSearchParams alike, an empty value as not given", () => {
    expect(checkQuery(querySchema, Object.entries({ country: "US", zip: "" }))).toEqual({ ok: true, data: { country: "US" } });
    expect(checkQuery(querySchema, new URLSearchParams("country=US&zip="))).toEqual({ ok: true, data: { country: "US" } });
    expect(checkQuery(querySchema, new URLSearchParams("country=%20"))).toEqual({
      ok: false,
      errors: [{ field: "country", slug: "cannot-be-empty" }],
    });
  });

  it("refuses every repeated key once, in either shape, even when its first value was empty", () => {
    const refused = {
      ok: false,
      errors: [
        { field: "country", slug: "invalid" },
        { field: "zip", slug: "invalid" },
      ],
    };
    expect(checkQuery(querySchema, Object.entries({ country: ["US", "DE"], zip: ["1", "2", "3"] }))).toEqual(refused);
    expect(checkQuery(querySchema, new URLSearchParams("country=US&country=DE&zip=1&zip=2&zip=3"))).toEqual(refused);
    expect(checkQuery(querySchema, new URLSearchParams("country=&country=DE"))).toEqual({
      ok: false,
      errors: [{ field: "country", slug: "invalid" }],
    });
  });

  it("takes keys such as __proto__ as plain keys", () => {
    expect(checkQuery(querySchema, new URLSearchParams("country=US&__proto__=x"))).toEqual({
      ok: false,
      errors: [{ field: "__proto__", slug: "invalid" }],
    });
  });
});
