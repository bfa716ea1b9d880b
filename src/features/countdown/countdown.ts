import type { IntlShape } from "react-intl";
import { isFlagOn, type FeatureFlags, type FlagName } from "@/features/feature-flags";
import { countdownMessages } from "./messages";

/**
 * A countdown is active when its end time is 0 (an offer without a deadline) or still ahead;
 * the time left is the end minus now, never below 0 (spec section 4).
 */
export function isCountdownActive(endTime: number | null, now: number): boolean {
  return endTime !== null && (endTime === 0 || endTime > now);
}

export function remainingMs(endTime: number, now: number): number {
  return endTime === 0 ? 0 : Math.max(0, endTime - now);
}

/** An end time from the `countdown_{product}` cookie: epoch milliseconds, 0, or nothing usable. */
export function parseCountdownEnd(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

export function splitDuration(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.floor(ms / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/**
 * The time left as the page's language writes a clock: its digits from Intl (two each, hours
 * past 24 kept) and its separators from the catalogue ("05.03.09" in Finnish and Danish).
 */
export function formatTimeLeft(intl: IntlShape, ms: number): string {
  const two = (value: number) => intl.formatNumber(value, { minimumIntegerDigits: 2, useGrouping: false });
  const { hours, minutes, seconds } = splitDuration(ms);
  return intl.formatMessage(countdownMessages.clock, { hours: two(hours), minutes: two(minutes), seconds: two(seconds) });
}

export type CountdownBadge = "blackFriday" | "cyberMonday" | "birthday";

const BADGE_FLAGS: readonly [FlagName, CountdownBadge][] = [
  ["blackFridayBadge", "blackFriday"],
  ["cyberMondayBadge", "cyberMonday"],
  ["birthdayBadge", "birthday"],
];

/** The sale badge the countdown wears: the first of the three badge flags that is on. */
export function countdownBadge(flags: FeatureFlags): CountdownBadge | null {
  return BADGE_FLAGS.find(([flag]) => isFlagOn(flags, flag))?.[1] ?? null;
}
