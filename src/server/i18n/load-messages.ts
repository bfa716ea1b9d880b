import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CompiledMessages } from "@/features/i18n";
import { DEFAULT_LOCALE, isSupportedLocale } from "@/lib/locale";
import { compileMessages } from "./compile-messages";

const cache = new Map<string, Promise<CompiledMessages>>();

async function readCatalogue(locale: string): Promise<Record<string, string>> {
  const file = path.join(process.cwd(), "locales", `${locale}.json`);
  return JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
}

async function compileCatalogue(locale: string): Promise<CompiledMessages> {
  const catalogue = await readCatalogue(locale);
  return locale === DEFAULT_LOCALE ? compileMessages(catalogue) : compileMessages(catalogue, await loadMessages(DEFAULT_LOCALE));
}

/**
 * The page's own catalogue only, compiled: the browser receives one locale's messages in the
 * page props, never all 26 in its bundle. Catalogues are read and compiled once per process, so
 * no message is parsed per render, on the server or in the browser.
 */
export function loadMessages(locale: string): Promise<CompiledMessages> {
  const safeLocale = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  let messages = cache.get(safeLocale);
  if (!messages) {
    messages = compileCatalogue(safeLocale).catch((error: unknown) => {
      cache.delete(safeLocale);
      throw error;
    });
    cache.set(safeLocale, messages);
  }
  return messages;
}
