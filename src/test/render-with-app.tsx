import { render, type RenderOptions } from "@testing-library/react";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { NextRouter } from "next/router";
import type { ReactElement, ReactNode } from "react";
import { AppContextProvider, defaultAppCtx, type AppCtx, type PublicConfig } from "@/features/app-context";
import { AppIntlProvider } from "@/features/i18n";
import { compileMessages } from "@/server/i18n/compile-messages";
import english from "../../locales/en.json";

export const TEST_CONFIG: PublicConfig = {
  appBaseUrl: "https://checkout.example.com",
  supportEmail: "help@example.com",
  deployEnv: "local",
  pricingApiUrl: "http://localhost:4000/graphql",
  pricingTimeouts: { attemptMs: 3_000, budgetMs: 8_000 },
  gatewayUrl: "http://localhost:4000/gateway",
  sentryDsn: null,
  gtmId: null,
  tracyProjectId: null,
  otelCollectorUrl: null,
  linkerDomains: ["nordvpn.com", "nordpass.com"],
};

const compiledEnglish = compileMessages(english);

export function createTestRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  const noop = async () => true;
  return {
    route: "/payment",
    pathname: "/payment",
    query: {},
    asPath: "/payment/",
    basePath: "",
    locale: "en",
    locales: ["en"],
    defaultLocale: "en",
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: noop,
    replace: noop,
    reload: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    prefetch: async () => undefined,
    beforePopState: () => undefined,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
    ...overrides,
  };
}

interface AppRenderOptions extends Omit<RenderOptions, "wrapper"> {
  router?: Partial<NextRouter>;
  appCtx?: Partial<AppCtx>;
  messages?: Record<string, string>;
  locale?: string;
}

/** The providers `_app` gives every page, as a wrapper (also for server rendering in tests). */
export function appTestWrapper(options: Omit<AppRenderOptions, keyof RenderOptions> = {}) {
  const { router, appCtx, messages, locale = "en" } = options;
  // Compiled like the server's catalogues, so components are tested with the form the page gets.
  const compiled = messages ? compileMessages(messages) : compiledEnglish;
  const value = { appCtx: { ...defaultAppCtx(), ...appCtx }, config: TEST_CONFIG };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <RouterContext.Provider value={createTestRouter({ locale, ...router })}>
        <AppIntlProvider locale={locale} messages={compiled}>
          <AppContextProvider value={value}>{children}</AppContextProvider>
        </AppIntlProvider>
      </RouterContext.Provider>
    );
  };
}

/** Renders a component inside the providers `_app` gives every page. */
export function renderWithApp(ui: ReactElement, options: AppRenderOptions = {}) {
  const { router, appCtx, messages, locale, ...rest } = options;
  return render(ui, { wrapper: appTestWrapper({ router, appCtx, messages, locale }), ...rest });
}
