import { useEffect, useState } from "react";

/** Seconds before each reload of a page a service had made unavailable for a moment, doubling to a minute. */
export const RETRY_DELAYS_S = [5, 10, 20, 40, 60] as const;

const STORAGE_KEY = "checkout.autoRetry";
/** Retries of one address further apart than this start again from the first delay. */
const STREAK_MS = 5 * 60_000;

interface Streak {
  address: string;
  attempt: number;
  at: number;
}

function previousStreak(address: string): Streak | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as Partial<Streak> | null;
    if (!saved || saved.address !== address || typeof saved.attempt !== "number" || typeof saved.at !== "number") return null;
    return Date.now() - saved.at < STREAK_MS ? (saved as Streak) : null;
  } catch {
    return null;
  }
}

/**
 * A page that failed because a service was unavailable (503: the pricing API down) reloads
 * itself, after 5, 10, 20, 40, then every 60 seconds, and shows the checkout as soon as the
 * service answers: nobody has to find the Try again button. Counts the seconds left (null when
 * off). The streak lives in this tab's session storage; a browser without it retries every 5 s.
 */
export function useAutoRetry(enabled: boolean): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const address = window.location.pathname + window.location.search;
    const attempt = (previousStreak(address)?.attempt ?? -1) + 1;
    let remaining: number = RETRY_DELAYS_S[Math.min(attempt, RETRY_DELAYS_S.length - 1)]!;
    // A tick now (the count shows at once), then one a second until the reload.
    const tick = () => {
      setLeft(remaining);
      if (remaining === 0) {
        try {
          sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ address, attempt, at: Date.now() } satisfies Streak));
        } catch {
          // Without storage every retry waits the first delay.
        }
        window.location.reload();
        return;
      }
      remaining -= 1;
      timer = setTimeout(tick, 1_000);
    };
    let timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [enabled]);
  return left;
}
