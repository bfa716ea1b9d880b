import { describe, expect, it } from "vitest";
import { pollDelay } from "./poll-delay";

describe("pollDelay", () => {
  it("backs off from 1 s to 5 s while processing", () => {
    expect([0, 1, 2, 3, 4, 5, 20].map((attempt) => pollDelay("processing", attempt))).toEqual([1000, 1500, 2250, 3375, 5000, 5000, 5000]);
  });

  it("polls slower while pending, up to 15 s", () => {
    expect([0, 1, 2, 5, 50].map((attempt) => pollDelay("pending", attempt))).toEqual([3000, 4500, 6750, 15000, 15000]);
  });

  it("treats a negative attempt as the first", () => {
    expect(pollDelay("processing", -3)).toBe(1000);
  });
});
