import { z } from "zod";

// Field schemas for link parameters. Every one of them turns a malformed value (an array from a
// repeated key, an oversized or odd string, a number where text belongs) into its fallback instead
// of failing: a link from outside must never turn into a 500 (ARCHITECTURE section 3).

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

export const MAX_LIST_ITEMS = 20;

export function optionalText(pattern: RegExp, maxLength: number) {
  return z.string().trim().min(1).max(maxLength).regex(pattern).optional().catch(undefined);
}

export const idValue = (maxLength = 128) => optionalText(ID, maxLength);
export const secretValue = () => optionalText(TOKEN, 2048);
export const urlValue = () => optionalText(URL_CHARACTERS, 2048);

/** A case-insensitive enumeration value, written in the enumeration's own case. */
export function enumValue<const Values extends readonly [string, ...string[]]>(
  values: Values,
  toCase: "lower" | "upper",
) {
  const text = z.string().trim().max(64);
  const cased = toCase === "lower" ? text.toLowerCase() : text.toUpperCase();
  return cased.pipe(z.enum(values)).optional().catch(undefined);
}

/**
 * A presence flag: `?force_login`, `?force_login=1` and `?force_login=true` are on; absent,
 * `0`, `false`, `no`, `off` and malformed values (a repeated key) are off.
 */
export const flagValue = () =>
  z
    .unknown()
    .transform((value) => typeof value === "string" && !FALSE_FLAG.test(value.trim()))
    // An absent key never reaches the transform in zod 4; the default covers it.
    .default(false);

/**
 * A comma-separated list of identifiers (also accepted as a repeated key): invalid items are
 * dropped, not the whole list; duplicates go; at most MAX_LIST_ITEMS are kept.
 */
export const listValue = () =>
  z
    .unknown()
    .transform((value): string[] => {
      const parts: unknown[] = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
      const items = parts
        .filter((part): part is string => typeof part === "string" && part.length <= 8192)
        .flatMap((part) => part.split(","))
        .map((item) => item.trim())
        .filter((item) => LIST_ITEM.test(item));
      return [...new Set(items)].slice(0, MAX_LIST_ITEMS);
    })
    .default(() => []);
