import type { AppProps as NextAppProps } from "next/app";
import { useEffect, useMemo } from "react";
import { useAnalytics } from "@/features/analytics";
import { AppContextProvider, experimentHeader, type PageProps } from "@/features/app-context";
import { AuthGate, AuthProvider } from "@/features/auth";
import { brandFromQuery } from "@/features/brand";
import { ErrorBoundary, ErrorScreen, reportWarning, useErrorReporting } from "@/features/errors";
import { AppIntlProvider, usePageMessages } from "@/features/i18n";
import { PageShell } from "@/features/layout";
import { PricingProvider } from "@/features/plans";
import { useTelemetry } from "@/features/telemetry";
import { ACCENT_PROPERTY, accents, clientOnlyComponent } from "@/ui";

// QA's panel is code no shopper needs: it loads only while QA overrides are active.
const QaPanel = clientOnlyComponent(() => import("@/features/qa-panel").then((module) => module.QaPanel));
// Only a first visit whose browser prefers another language is offered it: the offer's code loads then.
const LanguageSuggestion = clientOnlyComponent(() => import("@/features/language-suggestion").then((module) => module.LanguageSuggestion));

export default function App({ Component, pageProps, router }: NextAppProps<PageProps>) {
  const { appProps } = pageProps;
  const brand = brandFromQuery(router.query);
  const accent = brand.accent;
  // The server sets the accent on <html> (_document); a change of product in the page updates it.
  useEffect(() => document.documentElement.style.setProperty(ACCENT_PROPERTY, accents[accent]), [accent]);
  const context = useMemo(() => ({ appCtx: appProps.appCtx, config: appProps.config }), [appProps.appCtx, appProps.config]);
  const error = appProps.error;
  // Until the page's catalogue has arrived (its first render in the browser), hydration waits.
  const messages = usePageMessages(appProps.translations);
  useErrorReporting(appProps.config.sentryDsn, appProps.config.deployEnv);
  useTelemetry(appProps.config.otelCollectorUrl, appProps.config.deployEnv);
  useAnalytics(
    { pathname: router.pathname, locale: appProps.language.localeCode, brand: brand.key, query: router.query, appCtx: appProps.appCtx },
    {
      countryCode: appProps.appCtx.geoData.countryCode,
      gtmId: appProps.config.gtmId,
      tracyUrl: appProps.tracyUrl,
      tracyProjectId: appProps.config.tracyProjectId,
      report: reportWarning,
      linkerDomains: appProps.config.linkerDomains.join(","),
    },
  );

  return (
    <AppIntlProvider locale={appProps.language.localeCode} messages={messages}>
      <AppContextProvider value={context}>
        <PricingProvider
          url={appProps.config.pricingApiUrl}
          timeouts={appProps.config.pricingTimeouts}
          urqlState={pageProps.urqlState}
          experiment={experimentHeader(appProps.appCtx)}
        >
          <AuthProvider loginAllowed={error === null} failedLogin={appProps.loginFailure ?? null}>
            <PageShell hideUserProfile={error !== null && error.statusCode >= 500}>
              <ErrorBoundary key={router.pathname}>
                {error ? (
                  <ErrorScreen statusCode={error.statusCode} />
                ) : (
                  <AuthGate>
                    <Component {...pageProps} />
                  </AuthGate>
                )}
              </ErrorBoundary>
            </PageShell>
            {appProps.qaSession ? <QaPanel session={appProps.qaSession} /> : null}
            {appProps.languageSuggestion ? <LanguageSuggestion suggestion={appProps.languageSuggestion} /> : null}
          </AuthProvider>
        </PricingProvider>
      </AppContextProvider>
    </AppIntlProvider>
  );
}
