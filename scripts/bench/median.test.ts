import { describe, expect, it } from "vitest";
import { median } from "./median";

describe("median", () => {
  it("is the middle value of an odd number, whatever their order", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });

  it("is the mean of the middle two of an even number", () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it("leaves out runs that measured nothing, and is NaN when none did", () => {
    expect(median([Number.NaN, 100, 300, Number.NaN, 200])).toBe(200);
    expect(median([Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
});
