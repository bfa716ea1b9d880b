// Field parsers for link parameters. Every one of them turns a malformed value (an array from a
// repeated key, an oversized or odd string, a number where text belongs) into its fallback instead
// of failing: a link from outside must never turn into a 500 (ARCHITECTURE section 3). They are
// plain functions rather than zod schemas because the parser runs in the browser too, and zod
// would add about 34 KiB gzip to every page.

/** Reads one query value (a string, an array from a repeated key, or absent); never throws. */
export type FieldParser<T> = (value: unknown) => T;

/** Opaque identifiers (cart ids, owner ids, package identifiers, slugs): no markup, no spaces. */
const ID = /^[A-Za-z0-9_.:-]+$/;
/** Tokens and OAuth values: base64, base64url and JWT characters. */
const TOKEN = /^[A-Za-z0-9._~+/=:-]+$/;
/**
 * URLs are checked against the allow-list where they are used (isAllowedRedirect); here only
 * their characters: the ones a URL may hold unencoded, minus quotes, so no markup gets through.
 */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]+$/;
const FALSE_FLAG = /^(0|false|no|off)$/i;
const LIST_ITEM = /^[A-Za-z0-9_.:-]{1,128}$/;
/** A longer enumeration value cannot be one of ours; it is refused before any case mapping. */
const MAX_ENUM_LENGTH = 64;
/** A list value longer than this is dropped whole rather than split. */
const MAX_LIST_VALUE_LENGTH = 8192;

export const MAX_LIST_ITEMS = 20;

/** Trimmed text of 1 to maxLength characters matching pattern, else undefined. */
export function optionalText(pattern: RegExp, maxLength: number): FieldParser<string | undefined> {
  return (value) => {
    if (typeof value !== "string") return undefined;
    const text = value.trim();
    return text.length >= 1 && text.length <= maxLength && pattern.test(text) ? text : undefined;
  };
}

export const idValue = (maxLength = 128) => optionalText(ID, maxLength);
export const secretValue = () => optionalText(TOKEN, 2048);
export const urlValue = () => optionalText(URL_CHARACTERS, 2048);

/** A case-insensitive enumeration value, written in the enumeration's own case. */
export function enumValue<const Values extends readonly [string, ...string[]]>(
  values: Values,
  toCase: "lower" | "upper",
): FieldParser<Values[number] | undefined> {
  const allowed: ReadonlySet<string> = new Set(values);
  return (value) => {
    if (typeof value !== "string") return undefined;
    const text = value.trim();
    if (text.length > MAX_ENUM_LENGTH) return undefined;
    const cased = toCase === "lower" ? text.toLowerCase() : text.toUpperCase();
    return allowed.has(cased) ? (cased as Values[number]) : undefined;
  };
}

/**
 * A presence flag: `?force_login`, `?force_login=1` and `?force_login=true` are on; absent,
 * `0`, `false`, `no`, `off` and malformed values (a repeated key) are off.
 */
export const flagValue = (): FieldParser<boolean> => (value) => typeof value === "string" && !FALSE_FLAG.test(value.trim());

/**
 * A comma-separated list of identifiers (also accepted as a repeated key): invalid items are
 * dropped, not the whole list; duplicates go; at most MAX_LIST_ITEMS are kept.
 */
export const listValue = (): FieldParser<string[]> => (value) => {
  const parts: unknown[] = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
  const items = parts
    .filter((part): part is string => typeof part === "string" && part.length <= MAX_LIST_VALUE_LENGTH)
    .flatMap((part) => part.split(","))
    .map((item) => item.trim())
    .filter((item) => LIST_ITEM.test(item));
  return [...new Set(items)].slice(0, MAX_LIST_ITEMS);
};
