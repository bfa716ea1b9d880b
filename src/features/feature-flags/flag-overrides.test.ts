import { describe, expect, it } from "vitest";
import { parseFlagOverrides, serializeFlagOverrides } from "./flag-overrides";

describe("flag overrides", () => {
  it.each([
    ["coupon:off", { coupon: "off" }],
    ["planPeriodDropdown", { planPeriodDropdown: "on" }],
    ["hideLogin=on,planUpgrade:variant-b", { hideLogin: "on", planUpgrade: "variant-b" }],
    ["unknownFlag:on,coupon:off", { coupon: "off" }],
    ["coupon:<script>", {}],
    ["", {}],
  ])("%j", (raw, expected) => {
    expect(parseFlagOverrides(raw)).toEqual(expected);
  });

  it("ignores anything that is not text", () => {
    expect(parseFlagOverrides(["coupon:off"])).toEqual({});
    expect(parseFlagOverrides(undefined)).toEqual({});
  });

  it("writes what it reads", () => {
    const flags = { coupon: "off", planUpgrade: "variant-b" };
    expect(parseFlagOverrides(serializeFlagOverrides(flags))).toEqual(flags);
  });
});
