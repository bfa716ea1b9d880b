/** Thrown when no answer came in time: the message error trackers drop as noise (spec section 8). */
export const NO_ANSWER_MESSAGE = "Network request failed";

export interface TryOptions {
  /** The try's limit, the whole answer read included. */
  timeoutMs: number;
  /** Cancels the try from outside (the shopper left, the page's own budget ran out). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * One fetch that never waits longer than its limit, whatever the other end does: the body is read
 * inside the limit, so an answer that stalls half-way is a timeout too, and an abandoned try is
 * aborted so the backend can stop working on it. No answer in time ends in a TypeError (what
 * fetch throws for a network failure), so callers such as urql treat it as one; any answer is
 * handed back as it came, its body already read. Retrying is the caller's business.
 */
export async function fetchWithin(input: RequestInfo | URL, init: RequestInit, options: TryOptions): Promise<Response> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const outside = [init.signal, options.signal].filter((signal): signal is AbortSignal => Boolean(signal));
  for (const signal of outside) signal.throwIfAborted();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), Math.max(0, options.timeoutMs));
  try {
    const response = await fetchImpl(input, { ...init, signal: AbortSignal.any([...outside, timeout.signal]) });
    const body = await response.text();
    return new Response(response.status === 204 ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch (error) {
    if (outside.some((signal) => signal.aborted)) throw error;
    throw new TypeError(NO_ANSWER_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
}
