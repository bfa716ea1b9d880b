import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/**
 * Requests per second and latency of one URL under `connections` concurrent keep-alive
 * connections, after a short warm-up so the figure is the steady state, not the first renders.
 */
export async function measureLoad(url: string, connections: number, durationSeconds: number): Promise<LoadResult> {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
