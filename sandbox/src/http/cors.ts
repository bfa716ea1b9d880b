import type { IncomingHttpHeaders } from "node:http";

/** The gateway and the pricing API are called from the app's pages in the browser, so they answer CORS for their origins. */
export function corsHeaders(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = headers.origin;
  if (typeof origin !== "string" || !allowedOrigins.includes(origin)) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "GET, POST, OPTIONS",
    "access-control-allow-headers": "content-type, x-experiment",
    "access-control-max-age": "600",
    vary: "Origin",
  };
}
