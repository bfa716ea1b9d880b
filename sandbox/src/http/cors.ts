import type { IncomingHttpHeaders } from "node:http";

/** The gateway is called from the app's pages in the browser, so it answers CORS for their origins. */
export function corsHeaders(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = headers.origin;
  if (typeof origin !== "string" || !allowedOrigins.includes(origin)) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "content-type",
    "access-control-max-age": "600",
    vary: "Origin",
  };
}
