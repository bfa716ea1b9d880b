import { CONSENT_CHANGE_EVENT, readConsent, type ConsentChoice } from "@/features/consent";
import { readCookies, type CookieSnapshot } from "@/lib/page-cookies";
import type { TrackedEvent } from "./event-guard";
import { addAnalyticsDestination } from "./event-stream";
import { ANALYTICS_EVENTS } from "./events";

declare global {
  interface Window {
    tracyQueue?: unknown[];
  }
}

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

export interface AnalyticsScriptsConfig {
  countryCode: string;
  gtmId: string | null;
  tracyUrl: string | null;
  tracyProjectId: string | null;
  /** The sister sites' domains: the tag manager's tags carry the visitor's ids across them. */
  linkerDomains?: readonly string[];
}

const EVENT_NAMES: ReadonlySet<string> = new Set(ANALYTICS_EVENTS);
const isTrackedEvent = (entry: unknown): entry is TrackedEvent =>
  typeof entry === "object" &&
  entry !== null &&
  EVENT_NAMES.has((entry as TrackedEvent).event) &&
  typeof (entry as TrackedEvent).timestamp === "number";

function addScript(src: string, attributes: Record<string, string> = {}): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  // Unreachable or blocked: the checkout goes on without it.
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}

/** Google's consent mode, read by the tag manager's tags: what they may store. */
function pushConsentMode(kind: "default" | "update", consent: ConsentChoice): void {
  window.dataLayer ??= [];
  const state = (granted: boolean) => (granted ? "granted" : "denied");
  // gtag() pushes its arguments object, which is what the tag manager looks for.
  window.dataLayer.push([
    "consent",
    kind,
    {
      analytics_storage: state(consent.analytics),
      ad_storage: state(consent.marketing),
      ad_user_data: state(consent.marketing),
      ad_personalization: state(consent.marketing),
    },
  ]);
}

/**
 * The tag manager container (`GTM_ID`) and the second analytics service's script (`TRACY_URL`
 * with `TRACY_PROJECT_ID`), loaded once the page is interactive and only with the shopper's
 * analytics consent: a later yes loads them at once, a later no stops the events going to the
 * second service and tells the tag manager's tags through consent mode. Either is absent when
 * unconfigured. Returns how to stop listening for consent changes.
 */
export function startAnalyticsScripts(
  { countryCode, gtmId, tracyUrl, tracyProjectId, linkerDomains = [] }: AnalyticsScriptsConfig,
  cookies: CookieSnapshot = readCookies(),
): () => void {
  let tagManagerLoaded = false;
  let tracyLoaded = false;
  let stopTracy: (() => void) | null = null;

  const apply = (consent: ConsentChoice, kind: "default" | "update") => {
    if (gtmId) {
      pushConsentMode(kind, consent);
      // The six sister domains as linker domains (spec section 9): links to them are decorated,
      // and a visit arriving from them keeps its ids.
      if (kind === "default" && linkerDomains.length > 0)
        window.dataLayer?.push(["set", "linker", { domains: [...linkerDomains], accept_incoming: true }]);
      if (consent.analytics && !tagManagerLoaded) {
        tagManagerLoaded = true;
        window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
        addScript(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`);
      }
    }
    if (tracyUrl && tracyProjectId) {
      if (consent.analytics && !stopTracy) {
        window.tracyQueue ??= [];
        stopTracy = addAnalyticsDestination((event) => window.tracyQueue?.push(event));
        if (!tracyLoaded) {
          tracyLoaded = true;
          // What happened before consent and the script: the page's events so far, from the dataLayer.
          for (const entry of window.dataLayer ?? []) if (isTrackedEvent(entry)) window.tracyQueue.push(entry);
          addScript(tracyUrl, { "data-project-id": tracyProjectId });
        }
      } else if (!consent.analytics && stopTracy) {
        stopTracy();
        stopTracy = null;
      }
    }
  };

  apply(readConsent(countryCode, cookies), "default");
  const onChange = (event: Event) => apply((event as CustomEvent<ConsentChoice>).detail, "update");
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    stopTracy?.();
  };
}
