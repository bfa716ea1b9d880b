import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadExperiments } from "./experiment-config";
import { experimentTarget, resolveExperiments, type ExperimentRequest } from "./resolve-experiments";

const experiments = loadExperiments(undefined, "local");

const request = (overrides: Partial<ExperimentRequest> & { url?: string } = {}): ExperimentRequest => {
  const url = new URL(overrides.url ?? "/payment/?product=vpn", "http://app.invalid");
  return {
    experiments,
    cookies: {},
    path: url.pathname,
    search: url.searchParams,
    locale: "en",
    countryCode: "US",
    deviceType: "desktop",
    appOrigin: "http://localhost:3000",
    allowedOrigins: ["https://nordvpn.com"],
    secureCookies: false,
    random: () => 0,
    ...overrides,
  };
};

const cookieNamed = (cookies: string[], name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`));

describe("loadExperiments", () => {
  it("ships the two examples of CONTRACTS 2b locally and none elsewhere", () => {
    expect(experiments.map((experiment) => [experiment.id, experiment.type])).toEqual([
      ["home-to-products", "redirect"],
      ["checkout-period-control", "segment"],
    ]);
    expect(loadExperiments(undefined, "production")).toEqual([]);
  });

  it("reads inline JSON or a file, and names what is wrong with a bad config", () => {
    const config = [{ id: "x", type: "segment", allocation: 10, variants: [{ value: "on", weight: 1 }] }];
    expect(loadExperiments(JSON.stringify(config), "production")[0]?.id).toBe("x");
    const file = path.join(mkdtempSync(path.join(tmpdir(), "experiments-")), "experiments.json");
    writeFileSync(file, JSON.stringify(config));
    expect(loadExperiments(file, "production")[0]?.isolate).toBe(false);
    expect(() => loadExperiments("/nowhere/experiments.json", "local")).toThrow(/not JSON or a readable JSON file/);
    expect(() => loadExperiments('[{"id":"x","type":"redirect","allocation":10,"variants":[{"value":"a","weight":1}]}]', "local")).toThrow(
      /redirectTo/,
    );
    expect(() =>
      loadExperiments('[{"id":"x","type":"segment","allocation":101,"variants":[{"value":"excl","weight":1}]}]', "local"),
    ).toThrow(/0\.allocation.*0\.variants\.0\.value/);
    expect(() =>
      loadExperiments(
        '[{"id":"x","type":"redirect","allocation":1,"triggers":{"paths":["/"]},"variants":[{"value":"a","weight":1,"redirectTo":"/"}]}]',
        "local",
      ),
    ).toThrow(/own trigger/);
  });
});

describe("experimentTarget", () => {
  const APP = { appOrigin: "http://localhost:3000", allowedOrigins: [] };
  const SISTER = { appOrigin: "http://localhost:3000", allowedOrigins: ["https://nordvpn.com"] };
  const search = new URLSearchParams("product=vpn&coupon=SAVE20");
  it("keeps the locale prefix and the query for a path of the app", () => {
    expect(experimentTarget("/products/", "de", search, APP)).toBe("/de/products/?product=vpn&coupon=SAVE20");
    expect(experimentTarget("/products/", "en", new URLSearchParams(), APP)).toBe("/products/");
  });
  it("leads only to allow-listed origins", () => {
    expect(experimentTarget("https://nordvpn.com/pricing/", "de", search, SISTER)).toBe(
      "https://nordvpn.com/pricing/?product=vpn&coupon=SAVE20",
    );
    expect(experimentTarget("https://evil.example/", "en", search, SISTER)).toBeNull();
    expect(experimentTarget("//evil.example/", "en", search, SISTER)).toBeNull();
    expect(experimentTarget("/\\evil.example/", "en", search, APP)).toBeNull();
    expect(experimentTarget("javascript:alert(1)", "en", search, APP)).toBeNull();
  });
});

describe("resolveExperiments", () => {
  it("stores a new visitor's draws for 90 days and tells the browser what it is in", () => {
    const outcome = resolveExperiments(request({ random: () => 0 }));
    // Locally the examples have an allocation of 0: a new visitor is drawn, and excluded.
    expect(cookieNamed(outcome.cookies, "experiment_global")).toBe(
      "experiment_global=checkout-period-control:excl; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly",
    );
    expect(cookieNamed(outcome.cookies, "experiment")).toBeUndefined();
    expect(outcome.redirect).toBeNull();
  });

  it("keeps valid cookies as they are and replaces invalid ones", () => {
    const kept = resolveExperiments(
      request({ cookies: { experiment_global: "checkout-period-control:dropdown", experiment: "checkout-period-control:dropdown" } }),
    );
    expect(kept.cookies).toEqual([]);
    expect(kept.allocation.flags.planPeriodDropdown).toBe("on");

    const replaced = resolveExperiments(
      request({ cookies: { experiment_global: "checkout-period-control:nope,unknown:a", experiment: "junk" } }),
    );
    expect(cookieNamed(replaced.cookies, "experiment_global")).toMatch(/^experiment_global=checkout-period-control:excl;/);
    expect(cookieNamed(replaced.cookies, "experiment")).toMatch(/^experiment=; Path=\/; Max-Age=0;/);
  });

  it("takes qa into a session cookie and out of the address, keeping locale and query", () => {
    const outcome = resolveExperiments(request({ url: "/payment/?product=vpn&qa=checkout-period-control:dropdown,bogus:x", locale: "fr" }));
    expect(cookieNamed(outcome.cookies, "qa_experiments")).toBe(
      "qa_experiments=checkout-period-control:dropdown; Path=/; SameSite=Lax; HttpOnly",
    );
    expect(outcome.redirect).toBe("/fr/payment/?product=vpn");
    const next = resolveExperiments(request({ cookies: { qa_experiments: "checkout-period-control:dropdown" } }));
    expect(next.allocation.variants).toEqual({ "checkout-period-control": "dropdown" });
    expect(next.redirect).toBeNull();
  });

  it("sends a forced redirect variant to its target in one step, without qa", () => {
    const outcome = resolveExperiments(request({ url: "/?qa=home-to-products:b&product=pass", locale: "de" }));
    expect(outcome.redirect).toBe("/de/products/?product=pass");
    const stays = resolveExperiments(request({ url: "/?product=pass", cookies: { qa_experiments: "home-to-products:a" } }));
    expect(stays.redirect).toBeNull();
  });

  it("ends the QA session with qa=clear", () => {
    const outcome = resolveExperiments(
      request({ url: "/payment/?qa=clear", cookies: { qa_experiments: "checkout-period-control:radio" } }),
    );
    expect(cookieNamed(outcome.cookies, "qa_experiments")).toMatch(/^qa_experiments=; Path=\/; Max-Age=0;/);
    expect(outcome.allocation.variants).toEqual({});
    expect(outcome.redirect).toBe("/payment/");
  });

  it("marks cookies Secure outside local runs", () => {
    const outcome = resolveExperiments(request({ secureCookies: true }));
    expect(outcome.cookies.every((cookie) => cookie.endsWith("; Secure"))).toBe(true);
  });
});
