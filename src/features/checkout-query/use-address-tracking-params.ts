import { useRouter } from "next/router";
import { useEffect } from "react";
import { renderNeutralParamsOf } from "@/lib/url";

/**
 * The server renders a page without the click and campaign ids of its address
 * (src/lib/url/render-neutral-params.ts), so the router's query starts without them. Once the
 * page has hydrated they are put back, with no history entry and no request, so that every later
 * step's address carries them on as before: the checkout store is the query, and navigation keeps
 * what it does not know.
 */
export function useAddressTrackingParams(): void {
  const router = useRouter();
  useEffect(() => {
    if (!router.isReady) return;
    const inAddress = renderNeutralParamsOf(window.location.search);
    if (Object.keys(inAddress).every((name) => name in router.query)) return;
    void router.replace({ pathname: router.pathname, query: { ...inAddress, ...router.query } }, undefined, {
      shallow: true,
      scroll: false,
    });
  }, [router]);
}
