import { describe, expect, it } from "vitest";
import { passesLuhn } from "./luhn";

describe("passesLuhn", () => {
  it.each(["4242424242424242", "5555555555554444", "378282246310005", "4000000000000002", "0", "18"])("accepts %s", (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(["4242424242424241", "5555555555554440", "378282246310006", "1", "", "4242 4242 4242 4242", "abc"])(
    "refuses %j",
    (digits) => {
      expect(passesLuhn(digits)).toBe(false);
    },
  );
});
