import type { GetStaticProps } from "next";
import { analyticsMessageFor } from "@/features/errors";
import { defaultAppCtx, type PageProps } from "@/features/app-context";
import { DEFAULT_LOCALE, isRtlLocale } from "@/features/i18n";
import { getEnv } from "@/server/env";
import { loadMessages } from "@/server/i18n/load-messages";
import { publicConfig } from "./public-config";

/** Props of the statically rendered 404 and 500 pages, one per locale. */
export function staticErrorProps(statusCode: number): GetStaticProps<PageProps> {
  return async ({ locale = DEFAULT_LOCALE }) => ({
    props: {
      appProps: {
        translations: await loadMessages(locale),
        error: { statusCode, message: analyticsMessageFor(statusCode) },
        language: { localeCode: locale, rtl: isRtlLocale(locale) },
        tracyUrl: null,
        appCtx: defaultAppCtx(),
        config: publicConfig(getEnv()),
      },
    },
  });
}
