import Cookies from "js-cookie";
import type { ConsentChoice } from "@/features/consent";
import { readCookies, type CookieSnapshot } from "@/lib/page-cookies";
import { isOnDomain, parseRecord, resolveVisit, serialiseRecord, type Landing } from "./attribution-record";

export const FIRST_SESSION_COOKIE = "FirstSession";
export const CURRENT_SESSION_COOKIE = "CurrentSession";
/** Marketing ids a landing link may carry, each kept in a cookie of the same purpose. */
const AFFILIATE_PARAMS = [
  ["aff_id", "vpn_aff_id"],
  ["referral_visit_identifier", "referral_visit_identifier"],
] as const;
const AFFILIATE_VALUE = /^[A-Za-z0-9._-]{1,128}$/;
const ATTRIBUTION_DAYS = 182;

// The serialised record is already cookie-safe; js-cookie would percent-encode it a second time.
const rawCookies = Cookies.withConverter({ read: (value) => value, write: (value) => String(value) });

/** The sister domain the page is served under, with a leading dot, so sister sites share the cookies. */
export function attributionCookieDomain(host: string, linkerDomains: readonly string[]): string | undefined {
  const domain = linkerDomains.find((candidate) => isOnDomain(host.toLowerCase(), [candidate]));
  return domain === undefined ? undefined : `.${domain}`;
}

export interface AttributionInput {
  landing: Landing;
  consent: ConsentChoice;
  linkerDomains: readonly string[];
  now?: Date;
  /** The cookies as the page's start read them; a later change of consent reads them anew. */
  cookies?: CookieSnapshot;
}

/**
 * Writes what the shopper's consent allows and removes what it no longer does. With analytics
 * consent: the first-session record once, and the current-session record when this landing starts
 * a session (or there is none). With marketing consent: the affiliate and referral ids the landing
 * link carried.
 */
export function applyAttribution({ landing, consent, linkerDomains, now = new Date(), cookies }: AttributionInput): void {
  const domain = attributionCookieDomain(window.location.hostname, linkerDomains);
  // Secure wherever the page is served over https, i.e. everywhere but a local run.
  const options = {
    expires: ATTRIBUTION_DAYS,
    path: "/",
    sameSite: "lax" as const,
    secure: window.location.protocol === "https:",
    ...(domain ? { domain } : {}),
  };

  if (consent.analytics) {
    const visit = resolveVisit(landing, linkerDomains, now);
    const value = serialiseRecord(visit.record);
    // One reading for both records: writing the first does not change the second.
    const held = cookies ?? readCookies();
    if (!parseRecord(held.raw(FIRST_SESSION_COOKIE))) rawCookies.set(FIRST_SESSION_COOKIE, value, options);
    if (visit.startsSession || !parseRecord(held.raw(CURRENT_SESSION_COOKIE))) rawCookies.set(CURRENT_SESSION_COOKIE, value, options);
  } else {
    for (const name of [FIRST_SESSION_COOKIE, CURRENT_SESSION_COOKIE]) Cookies.remove(name, { path: "/", ...(domain ? { domain } : {}) });
  }

  const params = new URL(landing.url).searchParams;
  for (const [param, cookie] of AFFILIATE_PARAMS) {
    if (!consent.marketing) {
      Cookies.remove(cookie, { path: "/", ...(domain ? { domain } : {}) });
      continue;
    }
    const value = params.get(param);
    if (value !== null && AFFILIATE_VALUE.test(value)) rawCookies.set(cookie, value, options);
  }
}
