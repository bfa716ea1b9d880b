import Cookies from "js-cookie";
import { readCookies, type CookieSnapshot } from "@/lib/page-cookies";
import { EEA_COUNTRIES } from "@/lib/regions";

export const CONSENT_COOKIE = "consent";
const CONSENT_DAYS = 182;
/** The window event a saved choice raises, so what it governs follows at once. */
export const CONSENT_CHANGE_EVENT = "checkout:consentchange";

/** The optional cookie kinds a shopper chooses; strictly necessary cookies need no consent. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/**
 * Countries whose law wants a yes before analytics or marketing cookies (the EU and EEA under
 * the GDPR and ePrivacy rules, the UK, Switzerland, Brazil): nothing optional runs there until
 * the shopper accepts. Elsewhere it runs until the shopper refuses.
 */
const OPT_IN_COUNTRIES: ReadonlySet<string> = new Set([...EEA_COUNTRIES, "GB", "CH", "BR"]);

/** The choice a shopper who has not chosen gets, by the country the page was served for. */
export function defaultConsent(countryCode: string): ConsentChoice {
  const allowed = !OPT_IN_COUNTRIES.has(countryCode.toUpperCase());
  return { analytics: allowed, marketing: allowed };
}

/**
 * The saved choice, or the country's default when there is none or it cannot be read; from the
 * given reading of the cookies, where the caller shares one with other code starting with it.
 */
export function readConsent(countryCode: string, cookies: CookieSnapshot = readCookies()): ConsentChoice {
  const saved = cookies.value(CONSENT_COOKIE);
  if (saved === undefined) return defaultConsent(countryCode);
  try {
    const value = (JSON.parse(saved) ?? {}) as Partial<ConsentChoice>;
    return { analytics: value.analytics === true, marketing: value.marketing === true };
  } catch {
    return defaultConsent(countryCode);
  }
}

/** Remembers the choice for 182 days and tells whatever it governs. */
export function saveConsent(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, JSON.stringify(choice), {
    expires: CONSENT_DAYS,
    path: "/",
    sameSite: "lax",
    secure: window.location.protocol === "https:",
  });
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE_EVENT, { detail: choice }));
}
