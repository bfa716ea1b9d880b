import { defaultAppCtx, type AppProps, type PageProps } from "@/features/app-context";
import { DEFAULT_LOCALE, isRtlLocale, pageMessages } from "@/features/i18n";
import { DEFAULT_PRICING_TIMEOUTS, DEFAULT_SUPPORT_EMAIL } from "@/lib/config-defaults";
import { analyticsMessageFor } from "./analytics-messages";

/**
 * Props for Next's error page rendered in the browser after a failed navigation: the messages
 * and configuration of the page the shopper came from, with the error set.
 */
export function clientErrorPageProps(statusCode: number): PageProps {
  const previous = (window.__NEXT_DATA__?.props as { pageProps?: Partial<PageProps> } | undefined)?.pageProps?.appProps;
  const localeCode = previous?.language.localeCode ?? DEFAULT_LOCALE;
  const appProps: AppProps = {
    translations: pageMessages(),
    error: { statusCode, message: analyticsMessageFor(statusCode) },
    language: { localeCode, rtl: isRtlLocale(localeCode) },
    tracyUrl: null,
    appCtx: previous?.appCtx ?? defaultAppCtx(),
    config: previous?.config ?? {
      appBaseUrl: window.location.origin,
      supportEmail: DEFAULT_SUPPORT_EMAIL,
      deployEnv: "production",
      pricingApiUrl: "/graphql",
      pricingTimeouts: DEFAULT_PRICING_TIMEOUTS,
      gatewayUrl: "",
      sentryDsn: null,
      gtmId: null,
      tracyProjectId: null,
      otelCollectorUrl: null,
      linkerDomains: [],
    },
  };
  return { appProps };
}
