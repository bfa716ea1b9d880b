import { describe, expect, it } from "vitest";
import { collatorFor } from "./collator-for";

describe("collatorFor", () => {
  it("sorts in the language's own alphabetical order", () => {
    const names = ["Österreich", "Zypern", "Deutschland"];
    expect([...names].sort(collatorFor("de").compare)).toEqual(["Deutschland", "Österreich", "Zypern"]);
    expect([...names].sort(collatorFor("sv").compare)).toEqual(["Deutschland", "Zypern", "Österreich"]);
  });

  it("builds a language's collator once, for the state list and the country list alike", () => {
    expect(collatorFor("fi")).toBe(collatorFor("fi"));
    expect(collatorFor("fi")).not.toBe(collatorFor("de"));
  });
});
