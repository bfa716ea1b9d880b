/** How often and how patiently a call is tried again (spec section 7 gives the pricing API's). */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  maxAttempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
  /** Randomised growth: each wait is between 1.5 and 2.5 times the one before, not exactly 2. */
  randomDelay: boolean;
}

/**
 * The wait before try number `attempt + 1` (attempt counts from 1), or null when no further try
 * fits: the attempts are used up, or the wait alone would outlast the time left.
 */
export function nextRetryDelay(policy: RetryPolicy, attempt: number, remainingMs: number, random: () => number = Math.random): number | null {
  if (attempt >= policy.maxAttempts) return null;
  let delay = policy.initialDelayMs;
  for (let step = 1; step < attempt; step += 1) delay *= policy.randomDelay ? 1.5 + random() : 2;
  delay = Math.min(Math.round(delay), policy.maxDelayMs);
  // A try needs some time of its own after the wait; a wait that leaves none is no retry.
  return delay < remainingMs ? delay : null;
}
