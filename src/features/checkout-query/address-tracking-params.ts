import { renderNeutralParamsOf, type RawQuery } from "@/lib/url";

/**
 * The query with the click and campaign ids of the browser's address added where it lacks them.
 * The server renders a page without them (src/lib/url/render-neutral-params.ts), so the router's
 * query starts without them while the address bar keeps them; every address the checkout builds
 * from the query goes through this, so the next step's address carries them on as before. In the
 * browser only: on the server, the query as it is.
 */
export function withAddressTrackingParams(query: RawQuery): RawQuery {
  if (typeof window === "undefined") return query;
  const missing = Object.entries(renderNeutralParamsOf(window.location.search)).filter(([name]) => !(name in query));
  return missing.length === 0 ? query : { ...query, ...Object.fromEntries(missing) };
}
