import { describe, expect, it } from "vitest";
import { loadFlagConfig } from "./flag-config";

describe("loadFlagConfig", () => {
  it("ships the defaults explicitly: profile, one-click, coupon, extra plans, radio periods, add-ons, the e-mail input and the one-field expiry on", () => {
    expect(loadFlagConfig(undefined)).toEqual({
      showUserProfile: "on",
      oneClickPayments: "on",
      coupon: "on",
      extraPlans: "on",
      planPeriodRadio: "on",
      addOn: "on",
      emailInputInPayment: "on",
      newPaymentMethodForm: "on",
    });
  });

  it("takes a deployment's own values, and refuses unknown flags and odd values by name", () => {
    expect(loadFlagConfig('{"coupon":"off","planUpgrade":"variant-b"}')).toEqual({ coupon: "off", planUpgrade: "variant-b" });
    expect(() => loadFlagConfig('{"bogusFlag":"on"}')).toThrow(/bogusFlag/);
    expect(() => loadFlagConfig('{"coupon":"<script>"}')).toThrow(/coupon/);
    expect(() => loadFlagConfig("/nowhere/flags.json")).toThrow(/not JSON or a readable JSON file/);
  });
});
