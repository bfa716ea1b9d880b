import { CONSENT_CHANGE_EVENT, readConsent, type ConsentChoice } from "@/features/consent";
import { applyAttribution } from "./apply-attribution";
import type { Landing } from "./attribution-record";

interface StartAttribution {
  landing: Landing;
  countryCode: string;
  linkerDomains: readonly string[];
}

/** Applies the shopper's consent now and on every later change of it; returns how to stop listening. */
export function startAttribution({ landing, countryCode, linkerDomains }: StartAttribution): () => void {
  applyAttribution({ landing, consent: readConsent(countryCode), linkerDomains });
  const onChange = (event: Event) => applyAttribution({ landing, consent: (event as CustomEvent<ConsentChoice>).detail, linkerDomains });
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}
