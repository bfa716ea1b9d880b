import { isSensitiveParam, stripSensitiveParams } from "@/lib/url";

/** 13 to 19 digits, optionally grouped by spaces or dashes: anything that may be a card number. */
const CARD_NUMBER = /\b(?:\d[ -]?){12,18}\d\b/g;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>]+|(?:^|(?<=[\s"'(]))\/[^\s"'<>]*\?[^\s"'<>]+/g;
const SENSITIVE_PAIR = /\b(trusted_pass_token|code|state|exchange_token|email)=[^&\s"']*/gi;

/**
 * Removes what must never leave the browser or server in a report, a log line or a trace:
 * sensitive URL parameters (wherever a URL appears in the text) and card-number-like digit runs.
 */
export function scrubText(text: string): string {
  return text
    .replace(URL_IN_TEXT, (url) => stripSensitiveParams(url))
    .replace(SENSITIVE_PAIR, (_pair, name: string) => `${name}=[Filtered]`)
    .replace(CARD_NUMBER, "[Filtered]");
}

const SENSITIVE_KEYS = /^(cookie|set-cookie|authorization|x-user-token|card|card_?number|cvv|cvc|card_?password|password|token|verifier)$/i;

/** Deep copy of `value` with sensitive keys dropped and every string scrubbed. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === "string") return scrubText(value) as T;
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1)) as T;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => !SENSITIVE_KEYS.test(key) && !isSensitiveParam(key))
    .map(([key, item]) => [key, scrubValue(item, depth + 1)]);
  return Object.fromEntries(entries) as T;
}
