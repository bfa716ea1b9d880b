/**
 * Waits between order polls. /processing/ expects an answer in seconds: it starts at 1 s and
 * grows by half each time up to 5 s. /pending/ waits on a provider that may take minutes: from
 * 3 s up to 15 s. Both keep polling at their cap; the shopper can leave at any time.
 */
export const POLL_SCHEDULES = {
  processing: { firstMs: 1000, factor: 1.5, maxMs: 5000 },
  pending: { firstMs: 3000, factor: 1.5, maxMs: 15000 },
} as const;
export type PollMode = keyof typeof POLL_SCHEDULES;

export function pollDelay(mode: PollMode, attempt: number): number {
  const { firstMs, factor, maxMs } = POLL_SCHEDULES[mode];
  return Math.min(maxMs, Math.round(firstMs * factor ** Math.max(0, attempt)));
}

/** After this many polls /processing/ says it is taking longer (about 30 s in). */
export const SLOW_AFTER_POLLS = 8;
