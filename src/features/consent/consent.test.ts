// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_CHANGE_EVENT, CONSENT_COOKIE, readConsent, saveConsent } from "./consent";

afterEach(() => Cookies.remove(CONSENT_COOKIE, { path: "/" }));

describe("consent", () => {
  it("asks first in opt-in countries and runs until refused elsewhere, while nothing is saved", () => {
    for (const country of ["DE", "fr", "GB", "CH", "NO", "BR"])
      expect(readConsent(country)).toEqual({ analytics: false, marketing: false });
    for (const country of ["US", "CA", "JP", "AU"]) expect(readConsent(country)).toEqual({ analytics: true, marketing: true });
  });

  it("a saved choice wins over the country's default and is announced at once", () => {
    const heard = vi.fn();
    window.addEventListener(CONSENT_CHANGE_EVENT, (event) => heard((event as CustomEvent).detail));
    saveConsent({ analytics: true, marketing: false });
    expect(readConsent("DE")).toEqual({ analytics: true, marketing: false });
    expect(heard).toHaveBeenCalledWith({ analytics: true, marketing: false });
    saveConsent({ analytics: false, marketing: false });
    expect(readConsent("US")).toEqual({ analytics: false, marketing: false });
  });

  it("a cookie that does not read falls back to the country's default", () => {
    Cookies.set(CONSENT_COOKIE, "{not json", { path: "/" });
    expect(readConsent("US")).toEqual({ analytics: true, marketing: true });
    expect(readConsent("DE")).toEqual({ analytics: false, marketing: false });
  });
});
