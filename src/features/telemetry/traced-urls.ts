/** Escapes `text` for use inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

interface TracedUrlOptions {
  /** The page's origin: requests elsewhere are not traced. */
  origin: string;
  /** The collector's address prefix: its own exports are never traced. */
  collectorUrl: string;
}

/**
 * What the fetch instrumentation leaves alone (spec section 7): other hosts, the collector,
 * static files and the tracing and error-reporting endpoints. Patterns, because the
 * instrumentation takes patterns; `isTracedUrl` is the same rule as a question.
 */
export function untracedUrlPatterns({ origin, collectorUrl }: TracedUrlOptions): RegExp[] {
  const site = literal(origin.replace(/\/$/, ""));
  return [
    new RegExp(`^(?!${site}(?:[/?#]|$))`),
    new RegExp(`^${literal(collectorUrl.replace(/\/$/, ""))}(?:[/?#]|$)`),
    new RegExp(`^${site}/(?:_next/static/|_next/image|static/|favicon|[^?#]*\\.(?:js|css|map|svg|png|jpe?g|webp|ico|woff2?)(?:[?#]|$))`),
    new RegExp(`^${site}/(?:[^?#]*/)?(?:v1/traces|v1/metrics|monitoring)(?:[/?#]|$)`),
  ];
}

export function isTracedUrl(url: string, options: TracedUrlOptions): boolean {
  return !untracedUrlPatterns(options).some((pattern) => pattern.test(url));
}
