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
export const ATTRIBUTION_DAYS = 182;

/** The sister domain the page is served under, with a leading dot, so sister sites share the cookies. */
export function attributionCookieDomain(host: string, linkerDomains: readonly string[]): string | undefined {
  const domain = linkerDomains.find((candidate) => isOnDomain(host.toLowerCase(), [candidate]));
  return domain === undefined ? undefined : `.${domain}`;
}

/** One attribution cookie to write (its value already cookie-safe, written as it is) or, with `null`, to remove. */
export interface AttributionWrite {
  name: string;
  value: string | null;
}

export interface AttributionInput {
  landing: Landing;
  consent: ConsentChoice;
  linkerDomains: readonly string[];
  /** The cookies the shopper holds: records already there are kept. */
  cookies: CookieSnapshot;
  now?: Date;
}

/**
 * What the shopper's consent allows written and what it no longer allows removed. With analytics
 * consent: the first-session record once, and the current-session record when this landing starts
 * a session (or there is none). With marketing consent: the affiliate and referral ids the landing
 * link carried. The server applies it to a page's response (src/server/attribution), the browser
 * when the shopper changes their consent (`applyAttribution`).
 */
export function attributionWrites({ landing, consent, linkerDomains, cookies, now = new Date() }: AttributionInput): AttributionWrite[] {
  const writes: AttributionWrite[] = [];
  if (consent.analytics) {
    const visit = resolveVisit(landing, linkerDomains, now);
    const value = serialiseRecord(visit.record);
    if (!parseRecord(cookies.raw(FIRST_SESSION_COOKIE))) writes.push({ name: FIRST_SESSION_COOKIE, value });
    if (visit.startsSession || !parseRecord(cookies.raw(CURRENT_SESSION_COOKIE))) writes.push({ name: CURRENT_SESSION_COOKIE, value });
  } else {
    for (const name of [FIRST_SESSION_COOKIE, CURRENT_SESSION_COOKIE]) writes.push({ name, value: null });
  }

  const params = new URL(landing.url).searchParams;
  for (const [param, cookie] of AFFILIATE_PARAMS) {
    if (!consent.marketing) {
      writes.push({ name: cookie, value: null });
      continue;
    }
    const value = params.get(param);
    if (value !== null && AFFILIATE_VALUE.test(value)) writes.push({ name: cookie, value });
  }
  return writes;
}

const rawCookies = Cookies.withConverter({ read: (value) => value, write: (value) => String(value) });

/** `attributionWrites` applied to the page's cookies, after the shopper has changed their consent. */
export function applyAttribution({
  cookies = readCookies(),
  ...input
}: Omit<AttributionInput, "cookies"> & { cookies?: CookieSnapshot }): void {
  const domain = attributionCookieDomain(window.location.hostname, input.linkerDomains);
  const scope = { path: "/", ...(domain ? { domain } : {}) };
  for (const { name, value } of attributionWrites({ ...input, cookies })) {
    if (value === null) Cookies.remove(name, scope);
    else
      rawCookies.set(name, value, { ...scope, expires: ATTRIBUTION_DAYS, sameSite: "lax", secure: window.location.protocol === "https:" });
  }
}
