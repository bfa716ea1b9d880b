import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Messages } from "@/features/i18n";
import { DEFAULT_LOCALE, isSupportedLocale } from "@/lib/locale";

const cache = new Map<string, Promise<Messages>>();

async function readCatalogue(locale: string): Promise<Messages> {
  const file = path.join(process.cwd(), "locales", `${locale}.json`);
  return JSON.parse(await readFile(file, "utf8")) as Messages;
}

/**
 * The page's own catalogue only: the browser receives one locale's messages in the page props,
 * never all 26 in its bundle. Catalogues are read once per process.
 */
export function loadMessages(locale: string): Promise<Messages> {
  const safeLocale = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  let messages = cache.get(safeLocale);
  if (!messages) {
    messages = readCatalogue(safeLocale).catch((error: unknown) => {
      cache.delete(safeLocale);
      throw error;
    });
    cache.set(safeLocale, messages);
  }
  return messages;
}
