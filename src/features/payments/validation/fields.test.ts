import { describe, expect, it } from "vitest";
import { validateCvv } from "./cvv";
import { validateEmail } from "./email";
import { validateCardPassword, validateCpfCnpj, validateDateOfBirth, validateName, validatePostalCode } from "./personal-fields";

const NOW = new Date(2026, 5, 15);

describe("validateEmail", () => {
  it.each([undefined, "", "  "])("%j cannot be empty", (value) => expect(validateEmail(value)).toBe("empty"));
  it.each(["shopper@example.com", " a.b+c@sub.example.co.uk "])("%j is fine", (value) => expect(validateEmail(value)).toBeNull());
  it.each(["shopper", "a@b", "a @b.com", "a@b.c", "@example.com", `${"x".repeat(250)}@example.com`])("%j is not valid", (value) =>
    expect(validateEmail(value)).toBe("invalid"),
  );
});

describe("validateCvv", () => {
  it.each([undefined, "", " "])("%j cannot be empty", (value) => expect(validateCvv(value, "VISA")).toBe("empty"));
  it("takes 3 digits, or 4 for AMEX", () => {
    expect(validateCvv("123", "VISA")).toBeNull();
    expect(validateCvv("1234", "VISA")).toBe("invalid");
    expect(validateCvv("1234", "AMEX")).toBeNull();
    expect(validateCvv("123", "AMEX")).toBe("invalid");
    expect(validateCvv("12a", "MASTERCARD")).toBe("invalid");
  });
  it("takes either length before the brand is known", () => {
    expect(validateCvv("123", undefined)).toBeNull();
    expect(validateCvv("1234", undefined)).toBeNull();
    expect(validateCvv("12", undefined)).toBe("invalid");
  });
});

describe("validateName", () => {
  it("only cannot be empty", () => {
    expect(validateName("")).toBe("empty");
    expect(validateName(undefined)).toBe("empty");
    expect(validateName("Zoë O'Brien-Łukasz")).toBeNull();
  });
});

describe("validatePostalCode", () => {
  it.each([undefined, ""])("%j cannot be empty", (value) => expect(validatePostalCode(value, "US")).toBe("empty"));
  it("is a ZIP in the US and a postcode elsewhere", () => {
    expect(validatePostalCode("94105", "US")).toBeNull();
    expect(validatePostalCode("94105-1234", "US")).toBeNull();
    expect(validatePostalCode("9410", "US")).toBe("invalid");
    expect(validatePostalCode("SW1A 1AA", "US")).toBe("invalid");
    expect(validatePostalCode("SW1A 1AA", "GB")).toBeNull();
    expect(validatePostalCode("<script>", "GB")).toBe("invalid");
  });
});

describe("validateCpfCnpj", () => {
  it.each([undefined, ""])("%j cannot be empty", (value) => expect(validateCpfCnpj(value)).toBe("empty"));
  it.each(["123.456.789-09", "12345678909", "12.345.678/0001-95"])("%j is fine", (value) => expect(validateCpfCnpj(value)).toBeNull());
  it.each(["111.111.111-11", "1234567890", "abc"])("%j is not valid", (value) => expect(validateCpfCnpj(value)).toBe("invalid"));
});

describe("validateDateOfBirth", () => {
  it.each([undefined, ""])("%j cannot be empty", (value) => expect(validateDateOfBirth(value, NOW)).toBe("empty"));
  it("is a real date of an adult born from 1900", () => {
    expect(validateDateOfBirth("1990-02-28", NOW)).toBeNull();
    expect(validateDateOfBirth("2008-06-15", NOW)).toBeNull();
    expect(validateDateOfBirth("2008-06-16", NOW)).toBe("invalid");
    expect(validateDateOfBirth("1990-02-30", NOW)).toBe("invalid");
    expect(validateDateOfBirth("1899-12-31", NOW)).toBe("invalid");
    expect(validateDateOfBirth("28/02/1990", NOW)).toBe("invalid");
  });
});

describe("validateCardPassword", () => {
  it("is the first two digits", () => {
    expect(validateCardPassword("")).toBe("empty");
    expect(validateCardPassword("12")).toBeNull();
    expect(validateCardPassword("123")).toBe("invalid");
    expect(validateCardPassword("1a")).toBe("invalid");
  });
});
