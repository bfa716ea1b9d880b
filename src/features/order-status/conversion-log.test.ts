// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { claimConversion } from "./conversion-log";

describe("claimConversion", () => {
  beforeEach(() => localStorage.clear());

  it("is true once per order, also after a reload", () => {
    expect(claimConversion("ord_1")).toBe(true);
    expect(claimConversion("ord_1")).toBe(false);
    expect(claimConversion("ord_2")).toBe(true);
    expect(JSON.parse(localStorage.getItem("checkout.conversions")!)).toEqual(["ord_1", "ord_2"]);
  });

  it("keeps the newest 50 ids", () => {
    for (let index = 0; index < 60; index += 1) claimConversion(`ord_${index}`);
    const kept = JSON.parse(localStorage.getItem("checkout.conversions")!) as string[];
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe("ord_10");
    expect(claimConversion("ord_59")).toBe(false);
  });

  it("survives a corrupt entry", () => {
    localStorage.setItem("checkout.conversions", "{not json");
    expect(claimConversion("ord_1")).toBe(true);
  });
});
