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

export async function measureLoad(url: string, connections: number, seconds: number): Promise<LoadResult> {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
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
