import type { IncomingMessage, ServerResponse } from "node:http";
import { defaultAppCtx, type PageProps } from "@/features/app-context";
import { analyticsMessageFor } from "@/features/errors";
import { DEFAULT_LOCALE, isRtlLocale, isSupportedLocale } from "@/features/i18n";
import { localizePath } from "@/lib/locale";
import { stripSensitiveParams } from "@/lib/url";
import { getEnv } from "@/server/env";
import { getFlagConfig } from "@/server/feature-flags";
import { loadMessages } from "@/server/i18n/load-messages";
import { publicConfig } from "./public-config";

/**
 * An error page is never rendered with a sensitive parameter in its address (spec 2.2): it
 * answers 303 to the same address without them, which then gets its error page. True when the
 * response was sent.
 */
export function redirectWithoutSecrets(req: Pick<IncomingMessage, "url">, res: ServerResponse, locale: string | undefined): boolean {
  const url = req.url ?? "/";
  if (stripSensitiveParams(url) === url || res.headersSent || !url.startsWith("/") || url.startsWith("//")) return false;
  // Next hands the error page its address without the locale prefix.
  const clean = stripSensitiveParams(localizePath(url, isSupportedLocale(locale) ? locale : DEFAULT_LOCALE));
  res.writeHead(303, { Location: clean, "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });
  res.end();
  return true;
}

/** Props for Next's error page rendered on the server (a malformed URL, a thrown error). */
export async function errorPageProps(statusCode: number, locale: string | undefined): Promise<PageProps> {
  const localeCode = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  return {
    appProps: {
      translations: await loadMessages(localeCode),
      error: { statusCode, message: analyticsMessageFor(statusCode) },
      language: { localeCode, rtl: isRtlLocale(localeCode) },
      tracyUrl: null,
      appCtx: { ...defaultAppCtx(), featureFlags: getFlagConfig() },
      config: publicConfig(getEnv()),
    },
  };
}
