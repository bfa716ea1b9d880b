// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { applyAttribution, attributionCookieDomain, CURRENT_SESSION_COOKIE, FIRST_SESSION_COOKIE } from "./apply-attribution";
import { parseRecord } from "./attribution-record";

const ALL = { analytics: true, marketing: true };
const NONE = { analytics: false, marketing: false };
const SISTERS = ["nordvpn.com"];
const landing = (query: string, referrer = "") => ({ url: `http://localhost:3000/payment/?${query}`, referrer });
const record = (name: string) => parseRecord(Cookies.get(name));

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
});

describe("applyAttribution", () => {
  it("with analytics consent writes the first and the current session, and a later campaign replaces only the current one", () => {
    applyAttribution({ landing: landing("product=vpn&utm_source=newsletter&utm_medium=email"), consent: ALL, linkerDomains: SISTERS });
    expect(record(FIRST_SESSION_COOKIE)).toMatchObject({ source: "newsletter", medium: "email", query: "product=vpn" });
    expect(record(CURRENT_SESSION_COOKIE)).toMatchObject({ source: "newsletter" });

    applyAttribution({ landing: landing("product=pass", "https://www.google.com/"), consent: ALL, linkerDomains: SISTERS });
    expect(record(FIRST_SESSION_COOKIE)).toMatchObject({ source: "newsletter" });
    expect(record(CURRENT_SESSION_COOKIE)).toMatchObject({ source: "google", medium: "organic" });
  });

  it("a direct visit keeps the current session it finds, and starts one when there is none", () => {
    applyAttribution({ landing: landing("gclid=1"), consent: ALL, linkerDomains: SISTERS });
    applyAttribution({ landing: landing("product=vpn", "https://nordvpn.com/"), consent: ALL, linkerDomains: SISTERS });
    expect(record(CURRENT_SESSION_COOKIE)).toMatchObject({ source: "google", medium: "cpc" });

    Cookies.remove(CURRENT_SESSION_COOKIE, { path: "/" });
    applyAttribution({ landing: landing("product=vpn"), consent: ALL, linkerDomains: SISTERS });
    expect(record(CURRENT_SESSION_COOKIE)).toMatchObject({ source: "(direct)", medium: "(none)" });
  });

  it("without consent writes nothing, and a refusal removes what an earlier yes wrote", () => {
    applyAttribution({
      landing: landing("utm_source=a&aff_id=partner-7&referral_visit_identifier=r1"),
      consent: NONE,
      linkerDomains: SISTERS,
    });
    expect(Cookies.get()).toEqual({});

    applyAttribution({
      landing: landing("utm_source=a&aff_id=partner-7&referral_visit_identifier=r1"),
      consent: ALL,
      linkerDomains: SISTERS,
    });
    expect(Cookies.get("vpn_aff_id")).toBe("partner-7");
    expect(Cookies.get("referral_visit_identifier")).toBe("r1");
    expect(record(FIRST_SESSION_COOKIE)).not.toBeNull();

    applyAttribution({
      landing: landing("utm_source=a&aff_id=partner-7"),
      consent: { analytics: true, marketing: false },
      linkerDomains: SISTERS,
    });
    expect(Cookies.get("vpn_aff_id")).toBeUndefined();
    expect(record(FIRST_SESSION_COOKIE)).not.toBeNull();

    applyAttribution({ landing: landing("utm_source=a"), consent: NONE, linkerDomains: SISTERS });
    expect(Cookies.get()).toEqual({});
  });

  it("keeps an affiliate id only when it looks like one", () => {
    applyAttribution({ landing: landing(`aff_id=${encodeURIComponent("<script>")}`), consent: ALL, linkerDomains: SISTERS });
    expect(Cookies.get("vpn_aff_id")).toBeUndefined();
  });
});

describe("attributionCookieDomain", () => {
  it("is the sister domain the page is on, with a leading dot, and none elsewhere", () => {
    expect(attributionCookieDomain("checkout.nordvpn.com", ["nordpass.com", "nordvpn.com"])).toBe(".nordvpn.com");
    expect(attributionCookieDomain("nordpass.com", ["nordpass.com"])).toBe(".nordpass.com");
    expect(attributionCookieDomain("localhost", ["nordvpn.com"])).toBeUndefined();
    expect(attributionCookieDomain("evilnordvpn.com", ["nordvpn.com"])).toBeUndefined();
  });
});
