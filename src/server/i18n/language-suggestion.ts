import type { LanguageSuggestion } from "@/features/app-context";
import { LANGUAGE_SUGGESTION_MESSAGE_IDS } from "@/features/language-suggestion";
import { DEFAULT_LOCALE, isRtlLocale, normalizeLocale } from "@/lib/locale";
import { loadMessages } from "./load-messages";

/** Browser tags whose supported locale is not their own name or their language's. */
const ALIASES: Readonly<Record<string, string>> = {
  nb: "no",
  nn: "no",
  iw: "he",
  in: "id",
  "zh-hans": "zh",
  "zh-cn": "zh",
  "zh-sg": "zh",
  "zh-hant": "zh-tw",
  "zh-mo": "zh-hk",
};

/** The supported locale a browser's language tag stands for: `de-AT` → `de`, `zh-Hant-TW` → `zh-tw`. */
function localeOfTag(tag: string): string | null {
  const lower = tag.toLowerCase();
  const parts = lower.split("-");
  const candidates = [lower, parts.length > 2 ? `${parts[0]}-${parts[2]}` : "", parts.slice(0, 2).join("-"), parts[0] ?? ""];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const locale = ALIASES[candidate] ?? normalizeLocale(candidate);
    if (locale) return locale;
  }
  return null;
}

/**
 * The supported locale an Accept-Language header prefers most, or null: languages in the order of
 * their weights (a tag's own order breaks ties), the first one this checkout speaks. Anything
 * malformed is skipped; a header longer than a browser sends is not read.
 */
export function preferredLocale(header: string | undefined): string | null {
  if (!header || header.length > 1000) return null;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const weight = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(entry.tag) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = localeOfTag(entry.tag);
    if (locale) return locale;
  }
  return null;
}

export interface SuggestionRequest {
  /** The locale the page is served in. */
  localeCode: string;
  /** Whether the address named its language. */
  prefixed: boolean;
  /** The `locale` cookie: any value means the visitor has chosen before. */
  cookieLocale: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The language to suggest: only on an unprefixed address (served in the default language) to a
 * visitor who has never chosen one, whose browser prefers another language this checkout speaks.
 */
export async function languageSuggestion({
  localeCode,
  prefixed,
  cookieLocale,
  acceptLanguage,
}: SuggestionRequest): Promise<LanguageSuggestion | null> {
  if (prefixed || localeCode !== DEFAULT_LOCALE || cookieLocale !== undefined) return null;
  const preferred = preferredLocale(acceptLanguage);
  if (!preferred || preferred === localeCode) return null;
  const catalogue = await loadMessages(preferred);
  const messages = Object.fromEntries(LANGUAGE_SUGGESTION_MESSAGE_IDS.flatMap((id) => (catalogue[id] ? [[id, catalogue[id]]] : [])));
  return { localeCode: preferred, rtl: isRtlLocale(preferred), messages };
}
