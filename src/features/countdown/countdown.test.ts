import { describe, expect, it } from "vitest";
import { testIntl } from "@/test/test-intl";
import { countdownBadge, formatTimeLeft, isCountdownActive, parseCountdownEnd, remainingMs, splitDuration } from "./countdown";

describe("countdown", () => {
  const now = 1_700_000_000_000;

  it("is active at 0 or in the future, inactive in the past or without an end", () => {
    expect(isCountdownActive(0, now)).toBe(true);
    expect(isCountdownActive(now + 1, now)).toBe(true);
    expect(isCountdownActive(now, now)).toBe(false);
    expect(isCountdownActive(now - 1, now)).toBe(false);
    expect(isCountdownActive(null, now)).toBe(false);
  });

  it("never counts below zero", () => {
    expect(remainingMs(now + 5_000, now)).toBe(5_000);
    expect(remainingMs(now - 5_000, now)).toBe(0);
    expect(remainingMs(0, now)).toBe(0);
  });

  it.each([
    ["1700000000000", 1_700_000_000_000],
    ["0", 0],
    ["-5", null],
    ["soon", null],
    ["9".repeat(20), null],
  ])("reads the cookie value %j as %j", (raw, expected) => {
    expect(parseCountdownEnd(raw)).toBe(expected);
  });

  it("splits a duration into hours, minutes and seconds", () => {
    expect(splitDuration(3_723_000)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
  });
});

describe("countdownBadge", () => {
  it("wears the badge whose flag is on, none when all three are off or missing", () => {
    expect(countdownBadge({})).toBeNull();
    expect(countdownBadge({ blackFridayBadge: "off" })).toBeNull();
    expect(countdownBadge({ blackFridayBadge: "on" })).toBe("blackFriday");
    expect(countdownBadge({ cyberMondayBadge: "on" })).toBe("cyberMonday");
    expect(countdownBadge({ birthdayBadge: "variant-b" })).toBe("birthday");
  });

  it("writes the time left as the page's language writes a clock, hours past a day included", () => {
    const left = ((27 * 60 + 3) * 60 + 9) * 1000;
    expect(formatTimeLeft(testIntl("en"), left)).toBe("27:03:09");
    expect(formatTimeLeft(testIntl("fi"), 5 * 3_600_000 + 3 * 60_000 + 9_000)).toBe("05.03.09");
    expect(formatTimeLeft(testIntl("da"), left)).toBe("27.03.09");
    expect(formatTimeLeft(testIntl("de"), 0)).toBe("00:00:00");
  });
});
