import { analyticsMessageFor } from "@/features/errors";
import { defaultAppCtx, type PageProps } from "@/features/app-context";
import { DEFAULT_LOCALE, isRtlLocale, isSupportedLocale } from "@/features/i18n";
import { getEnv } from "@/server/env";
import { getFlagConfig } from "@/server/feature-flags";
import { loadMessages } from "@/server/i18n/load-messages";
import { publicConfig } from "./public-config";

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
