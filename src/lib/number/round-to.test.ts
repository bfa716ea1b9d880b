import { describe, expect, it } from "vitest";
import { roundTo } from "./round-to";

describe("roundTo", () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [1.255, 2, 1.26],
    [8.345, 2, 8.35],
    [0.1 + 0.2, 2, 0.3],
    [19.99, 2, 19.99],
    [99.5, 0, 100],
    [99.49, 0, 99],
    [-1.005, 2, -1.01],
    [-2.5, 0, -3],
    [1234.5678, 3, 1234.568],
    [0.000001, 2, 0],
    [1e-7, 8, 1e-7],
    [1e21, 2, 1e21],
    [123.456, 0, 123],
  ])("roundTo(%d, %d) is %d", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it("never returns negative zero", () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0, 2), 0)).toBe(true);
  });

  it("treats negative or fractional decimals as whole non-negative places", () => {
    expect(roundTo(12.345, -1)).toBe(12);
    expect(roundTo(12.345, 1.9)).toBe(12.3);
  });

  it("passes non-finite values through unchanged", () => {
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });
});
