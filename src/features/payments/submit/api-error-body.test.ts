import { describe, expect, it } from "vitest";
import { isApiErrorBody } from "./api-error-body";

describe("isApiErrorBody", () => {
  it.each([
    { error: "validation_failed", message: "Invalid input", errors: [{ field: "fields.postal_code", slug: "invalid" }] },
    { error: "conflict", message: "Cart is paid", code: 2015 },
    { error: "bad_request", message: "" },
  ])("accepts %j", (body) => {
    expect(isApiErrorBody(body)).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["an HTML error page", "<html>502</html>"],
    ["a body without a message", { error: "conflict", code: 2015 }],
    ["a code as text", { error: "conflict", message: "", code: "2015" }],
    ["a fractional code", { error: "conflict", message: "", code: 20.15 }],
    ["an unknown slug", { error: "validation_failed", message: "", errors: [{ field: "email", slug: "too-long" }] }],
    ["errors that are not a list", { error: "validation_failed", message: "", errors: { email: "invalid" } }],
  ])("refuses %s", (_, body) => {
    expect(isApiErrorBody(body)).toBe(false);
  });
});
