import { useEffect } from "react";
import { afterPageLoad } from "@/lib/after-load";
import type { Landing } from "./attribution-record";

// The address and referrer the shopper landed with, read before the checkout tidies the address.
const landing: Landing | null = typeof window === "undefined" ? null : { url: window.location.href, referrer: document.referrer };

/**
 * Records where the visit came from, after the page has loaded (the code is a chunk of its own),
 * as far as the shopper's consent allows, and again at once whenever the choice changes.
 */
export function useAttribution(countryCode: string, linkerDomains: readonly string[]): void {
  // Every page's props bring a new array: the effect follows the domains, not the array.
  const domains = linkerDomains.join(",");
  useEffect(() => {
    if (!landing) return;
    const from = landing;
    let active = true;
    let stop = () => {};
    const cancel = afterPageLoad(
      () =>
        void import("./start-attribution").then(({ startAttribution }) => {
          if (active) stop = startAttribution({ landing: from, countryCode, linkerDomains: domains ? domains.split(",") : [] });
        }),
    );
    return () => {
      active = false;
      cancel();
      stop();
    };
  }, [countryCode, domains]);
}
