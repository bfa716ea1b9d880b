import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";
import { buildAppCtx, countryFromHeaders, deviceTypeFromUserAgent, regionFromHeaders, resolveCurrency } from "./build-app-ctx";

describe("buildAppCtx", () => {
  const env = parseEnv({});

  it.each([
    ["DE", "DE"],
    ["de", "DE"],
    ["USA", "US"],
    ["", "US"],
    ["X1", "US"],
    ["XX", "US"],
    ["<s>", "US"],
  ])("reads the country %j from the trusted header as %s", (header, country) => {
    expect(countryFromHeaders({ headers: { "cf-ipcountry": header } }, "cf-ipcountry")).toBe(country);
  });

  it("ignores a country header other than the configured one", () => {
    expect(countryFromHeaders({ headers: { "x-country": "DE" } }, "cf-ipcountry")).toBe("US");
  });

  it.each([
    [{ currency: "eur" }, "US", "EUR"],
    [{ currency: "XYZ" }, "DE", "EUR"],
    [{ currency: ["EUR", "GBP"] }, "GB", "GBP"],
    [{}, "JP", "JPY"],
    [{}, "ZA", "USD"],
  ])("picks the currency for %j in %s: %s", (query, country, currency) => {
    expect(resolveCurrency(query, country)).toBe(currency);
  });

  it("tells devices apart", () => {
    expect(deviceTypeFromUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe("mobile");
    expect(deviceTypeFromUserAgent("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceTypeFromUserAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0")).toBe("desktop");
    expect(deviceTypeFromUserAgent(undefined)).toBe("desktop");
  });

  it("builds an anonymous context from the request", () => {
    const ctx = buildAppCtx({ req: { headers: { "cf-ipcountry": "NL" } }, query: {}, env });
    expect(ctx).toMatchObject({ geoData: { countryCode: "NL" }, currency: "EUR", user: null, deviceType: "desktop" });
  });
});

describe("regionFromHeaders", () => {
  it.each([
    ["CA", "US", "US-CA"],
    ["us-ny", "US", "US-NY"],
    ["ON", "CA", "CA-ON"],
    ["ZZ", "US", undefined],
    ["CA", "DE", undefined],
    ["<script>", "US", undefined],
  ])("reads %j in %s as %s", (header, country, expected) => {
    expect(regionFromHeaders({ headers: { "cf-region-code": header } }, "cf-region-code", country)).toBe(expected);
  });

  it("reads nothing when no region header is configured", () => {
    expect(regionFromHeaders({ headers: { "cf-region-code": "CA" } }, undefined, "US")).toBeUndefined();
  });
});

describe("flags and countdown in the app context", () => {
  const env = parseEnv({});

  it("layers the ff parameter over the feature_flags cookie", () => {
    const ctx = buildAppCtx({
      req: { headers: {}, cookies: { feature_flags: "coupon:off,hideLogin:on" } },
      query: { ff: "hideLogin:off,planPeriodDropdown" },
      env,
    });
    expect(ctx.featureFlags).toEqual({
      // The shipped configuration (src/server/feature-flags/default-flags.json), under QA's overrides.
      showUserProfile: "on",
      oneClickPayments: "on",
      extraPlans: "on",
      planPeriodRadio: "on",
      addOn: "on",
      emailInputInPayment: "on",
      newPaymentMethodForm: "on",
      coupon: "off",
      hideLogin: "off",
      planPeriodDropdown: "on",
    });
  });

  it("puts a segment experiment's flags between the configuration and QA's overrides", () => {
    const ctx = buildAppCtx({
      req: { headers: {}, cookies: {} },
      query: { ff: "planPeriodRadio:on" },
      env,
      experiments: {
        variants: { period: "dropdown" },
        flags: { planPeriodRadio: "off", planPeriodDropdown: "on" },
        pricingExperimentId: null,
      },
    });
    expect(ctx.featureFlags).toMatchObject({ planPeriodRadio: "on", planPeriodDropdown: "on", coupon: "on" });
    expect(ctx.enabledExperimentIds).toEqual(["period"]);
    expect(ctx.experimentVariants).toEqual({ period: "dropdown" });
  });

  it("reads the countdown of the page's product", () => {
    const cookies = { countdown_pass: "1900000000000", countdown_vpn: "0" };
    expect(buildAppCtx({ req: { headers: {}, cookies }, query: { product: "pass" }, env }).countdownEndTime).toBe(1_900_000_000_000);
    expect(buildAppCtx({ req: { headers: {}, cookies }, query: {}, env }).countdownEndTime).toBe(0);
    expect(buildAppCtx({ req: { headers: {}, cookies }, query: { product: "locker" }, env }).countdownEndTime).toBeNull();
  });
});
