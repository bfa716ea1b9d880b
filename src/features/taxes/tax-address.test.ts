import { describe, expect, it } from "vitest";
import { addressLayoutOf, isCompleteTaxAddress, isCompleteZip, normalizeTaxAddress } from "./tax-address";

describe("tax address", () => {
  it.each([
    ["US", "state_with_postal"],
    ["CA", "state"],
    ["AE", "state"],
    ["DE", "default"],
    ["GB", "default"],
  ])("%s uses the %s layout", (country, layout) => {
    expect(addressLayoutOf(country)).toBe(layout);
  });

  it.each([
    [{ country: "US" }, { country: "US" }],
    [
      { country: "US", zip: "1000" },
      { country: "US", zip: "1000" },
    ],
    [{ country: "CA" }, { country: "CA" }],
    [{ country: "AE" }, { country: "AE", state: "AE-AZ" }],
    [
      { country: "US", state: "US-NY", zip: "10001" },
      { country: "US", state: "US-NY", zip: "10001" },
    ],
    [{ country: "US", state: "CA-ON" }, { country: "US" }],
    // Canada keeps a postal code being typed: its first letter names the province.
    [
      { country: "CA", state: "CA-ON", zip: "M5V" },
      { country: "CA", state: "CA-ON", zip: "M5V" },
    ],
    [
      { country: "AE", state: "AE-DU", zip: "00000" },
      { country: "AE", state: "AE-DU" },
    ],
    [{ country: "DE", state: "US-CA" }, { country: "DE" }],
  ])("normalizes %j to %j", (address, expected) => {
    expect(normalizeTaxAddress(address)).toEqual(expected);
  });

  it("asks about a US postal code only once it is complete", () => {
    expect(isCompleteZip("US", "9021")).toBe(false);
    expect(isCompleteZip("US", "90210")).toBe(true);
    expect(isCompleteZip("US", "90210-1234")).toBe(true);
    expect(isCompleteZip("US", undefined)).toBe(false);
  });

  it.each([
    [{ country: "US", state: "US-NY", zip: "10001" }, true],
    [{ country: "US", state: "US-NY", zip: "1000" }, false],
    [{ country: "US", zip: "10001" }, false],
    [{ country: "CA", state: "CA-ON" }, true],
    [{ country: "CA", state: "CA-ON", zip: "M5V 3L9" }, true],
    [{ country: "CA", state: "CA-ON", zip: "M5V" }, false],
    [{ country: "CA" }, false],
    [{ country: "DE" }, true],
  ])("%j is complete enough to pay: %s", (address, complete) => {
    expect(isCompleteTaxAddress(address)).toBe(complete);
  });
});
