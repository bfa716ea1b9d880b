/**
 * Server-rendering throughput with autocannon's programmatic API: keep-alive connections, each
 * sending its next request as soon as the last one answered, so req/s is what the server can do.
 * A short warm-up first, so the figure is the steady state and not the first renders.
 */
import autocannon from "autocannon";

export interface LoadResult {
  url: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  /**
   * Each request a new address (a `bench_visit` parameter counting up), so the app's render
   * cache (src/server/render-cache) never shares a render: what a render itself costs.
   */
  everyAddressNew?: boolean;
  /** Addresses on the url's origin that each connection goes through in turn, instead of the url's own. */
  paths?: readonly string[];
}

export async function measureLoad(
  url: string,
  connections: number,
  seconds: number,
  { everyAddressNew = false, paths }: LoadOptions = {},
): Promise<LoadResult> {
  let visit = 0;
  const requests: autocannon.Request[] | undefined = paths
    ? paths.map((path) => ({ path }))
    : everyAddressNew
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              path: `${request.path ?? "/"}${request.path?.includes("?") ? "&" : "?"}bench_visit=${++visit}`,
            }),
          },
        ]
      : undefined;
  await autocannon({ url, connections, duration: 2, requests });
  const result = await autocannon({ url, connections, duration: seconds, requests });
  return {
    url,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
