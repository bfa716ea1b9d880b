import { useAfterPageLoad } from "@/lib/after-load";
import type { Landing } from "./attribution-record";

// The address and referrer the shopper landed with, read before the checkout tidies the address.
const landing: Landing | null = typeof window === "undefined" ? null : { url: window.location.href, referrer: document.referrer };

/**
 * Records where the visit came from, after the page has loaded (the code is a chunk of its own),
 * as far as the shopper's consent allows, and again at once whenever the choice changes.
 */
export function useAttribution(countryCode: string, linkerDomains: readonly string[]): void {
  // Every page's props bring a new array: the start follows the domains, not the array.
  const domains = linkerDomains.join(",");
  useAfterPageLoad(
    () =>
      import("./start-attribution").then(
        // Effects run only in the browser, where the landing is known.
        ({ startAttribution }) => () => startAttribution({ landing: landing as Landing, countryCode, linkerDomains: domains ? domains.split(",") : [] }),
      ),
    [countryCode, domains],
  );
}
