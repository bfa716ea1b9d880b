import {
  DEFAULT_PRODUCT_GROUP,
  PRODUCT_GROUP_BY_KEY,
  PRODUCT_GROUPS,
  PRODUCT_KEYS,
  type ProductGroup,
  type ProductKey,
} from "@/contracts/enums";

/** A retired group name still found in old marketing links (spec section 4). */
const RETIRED_GROUP = "CYBERPROTECTION";

const KEY_BY_GROUP = Object.fromEntries(Object.entries(PRODUCT_GROUP_BY_KEY).map(([key, group]) => [group, key])) as Record<
  ProductGroup,
  ProductKey
>;

function asTrimmedString(value: unknown): string | undefined {
  return typeof value === "string" && value.length <= 64 ? value.trim() : undefined;
}

/**
 * Reads a `product_group` link value case-insensitively. The retired `cyberprotection` warns
 * (so the stale link gets fixed) and falls back to the default group; anything else unknown is
 * undefined, leaving the caller's default in charge.
 */
export function normalizeProductGroup(
  value: unknown,
  // A stale link is the page author's to fix: the browser console is where they look.
  // eslint-disable-next-line no-console
  warn: (message: string) => void = console.warn,
): ProductGroup | undefined {
  const candidate = asTrimmedString(value)?.toUpperCase();
  if (!candidate) return undefined;
  if ((PRODUCT_GROUPS as readonly string[]).includes(candidate)) return candidate as ProductGroup;
  if (candidate === RETIRED_GROUP) {
    warn(`product_group "${String(value)}" is retired; using ${DEFAULT_PRODUCT_GROUP}`);
    return DEFAULT_PRODUCT_GROUP;
  }
  return undefined;
}

/** Reads a `product` link value (a product key) case-insensitively. */
export function normalizeProductKey(value: unknown): ProductKey | undefined {
  const candidate = asTrimmedString(value)?.toLowerCase();
  return (PRODUCT_KEYS as readonly string[]).includes(candidate ?? "") ? (candidate as ProductKey) : undefined;
}

export function productGroupOf(key: ProductKey): ProductGroup {
  return PRODUCT_GROUP_BY_KEY[key];
}

export function productKeyOf(group: ProductGroup): ProductKey {
  return KEY_BY_GROUP[group];
}
