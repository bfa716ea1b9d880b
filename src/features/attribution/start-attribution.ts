import { CONSENT_CHANGE_EVENT, readConsent, type ConsentChoice } from "@/features/consent";
import { readCookies, type CookieSnapshot } from "@/lib/page-cookies";
import { applyAttribution } from "./apply-attribution";
import type { Landing } from "./attribution-record";

interface StartAttribution {
  landing: Landing;
  countryCode: string;
  linkerDomains: readonly string[];
  /** The cookies as the page's start read them, shared with the analytics scripts. */
  cookies?: CookieSnapshot;
}

/** Applies the shopper's consent now and on every later change of it; returns how to stop listening. */
export function startAttribution({ landing, countryCode, linkerDomains, cookies = readCookies() }: StartAttribution): () => void {
  applyAttribution({ landing, consent: readConsent(countryCode, cookies), linkerDomains, cookies });
  const onChange = (event: Event) => applyAttribution({ landing, consent: (event as CustomEvent<ConsentChoice>).detail, linkerDomains });
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}
