import { isSensitiveParam, loggableUrl, PERSONAL_PARAMS, SENSITIVE_PARAMS } from "./sensitive-params";

/** 13 to 19 digits, optionally grouped by spaces or dashes: anything that may be a card number. */
const CARD_NUMBER = /\b(?:\d[ -]?){12,18}\d\b/g;
/** An e-mail address, also with its `@` percent-encoded (once or more) inside a URL. */
const EMAIL = /[\w.%+-]+(?:@|%(?:25)*40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>]+|(?:^|(?<=[\s"'(]))\/[^\s"'<>]*\?[^\s"'<>]+/g;
const SENSITIVE_PAIR = new RegExp(`\\b(${[...SENSITIVE_PARAMS, ...PERSONAL_PARAMS].join("|")})=[^&\\s"']*`, "gi");
export const FILTERED = "[Filtered]";

/**
 * Removes what must never leave the browser or server in a report, a log line or a trace:
 * sensitive parameters and personal data in URLs (wherever a URL appears in the text), such
 * `name=value` pairs elsewhere, e-mail addresses and card-number-like digit runs.
 */
export function scrubText(text: string): string {
  return text
    .replace(URL_IN_TEXT, (url) => loggableUrl(url))
    .replace(SENSITIVE_PAIR, (_pair, name: string) => `${name}=${FILTERED}`)
    .replace(EMAIL, FILTERED)
    .replace(CARD_NUMBER, FILTERED);
}

const SENSITIVE_KEYS =
  /^(cookies?|set-cookie|authorization|x-user-token|card|card_?number|cvv|cvc|card_?password|password|token|verifier)$/i;
/** Deeper than any report or log field needs: what lies below is dropped, never passed on unscrubbed. */
const MAX_DEPTH = 8;

/** Deep copy of `value` with sensitive keys dropped and every string scrubbed. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === "string") return scrubText(value) as T;
  if (value === null || typeof value !== "object") return value;
  if (depth > MAX_DEPTH) return FILTERED as T;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1)) as T;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => !SENSITIVE_KEYS.test(key) && !isSensitiveParam(key))
    .map(([key, item]) => [key, scrubValue(item, depth + 1)]);
  return Object.fromEntries(entries) as T;
}
