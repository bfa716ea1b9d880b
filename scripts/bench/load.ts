/**
 * Server-rendering throughput with autocannon's programmatic API: keep-alive connections, each
 * sending its next request as soon as the last one answered, so req/s is what the server can do.
 * A short warm-up first, so the figure is the steady state and not the first renders.
 */
import type { IncomingHttpHeaders } from "node:http";
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
  /** Answers the render cache sent (`X-Render-Cache: hit`), of the answers that name it; with uniqueClickIds. */
  renderCache?: { hits: number; answers: number };
}

export interface LoadOptions {
  /**
   * Each request a new address (a `bench_visit` parameter counting up), so the app's render
   * cache (src/server/render-cache) never shares a render: what a render itself costs.
   */
  everyAddressNew?: boolean;
  /** Addresses on the url's origin that each connection goes through in turn, instead of the url's own. */
  paths?: readonly string[];
  /**
   * With `paths`: each request carries a click id and campaign no request had before, as the
   * visitors of a marketing campaign arrive (gclid, fbclid and msclkid in turn, with utm_*).
   */
  uniqueClickIds?: boolean;
}

const CLICK_ID_NAMES = ["gclid", "fbclid", "msclkid"] as const;

export async function measureLoad(
  url: string,
  connections: number,
  seconds: number,
  { everyAddressNew = false, paths, uniqueClickIds = false }: LoadOptions = {},
): Promise<LoadResult> {
  let visit = 0;
  const renderCache = { hits: 0, answers: 0 };
  const countRenderCache = (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
    const answer = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "x-render-cache")?.[1];
    if (answer === undefined) return;
    renderCache.answers += 1;
    if (answer === "hit") renderCache.hits += 1;
  };
  const requests: autocannon.Request[] | undefined = paths
    ? uniqueClickIds
      ? [
          {
            setupRequest: (request) => {
              const n = ++visit;
              const path = paths[n % paths.length]!;
              const id = `${CLICK_ID_NAMES[n % CLICK_ID_NAMES.length]}=bench-${n}&utm_source=ads&utm_campaign=bench-${n % 7}`;
              return { ...request, path: `${path}${path.includes("?") ? "&" : "?"}${id}` };
            },
            onResponse: countRenderCache,
          },
        ]
      : everyAddressNew
        ? [
            {
              // The mixed addresses in turn, each request with a parameter no request had before.
              setupRequest: (request) => {
                const n = ++visit;
                const path = paths[n % paths.length]!;
                return { ...request, path: `${path}${path.includes("?") ? "&" : "?"}bench_visit=${n}` };
              },
            },
          ]
        : paths.map((path) => ({ path }))
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
  renderCache.hits = renderCache.answers = 0;
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
    ...(uniqueClickIds ? { renderCache } : {}),
  };
}
