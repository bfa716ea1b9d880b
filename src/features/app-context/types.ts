import type { SSRData } from "@urql/core";
import type { Currency } from "@/contracts/enums";
import type { FeatureFlags } from "@/features/feature-flags";
import type { CompiledMessages } from "@/features/i18n";

export interface GeoData {
  /** Exactly two letters, upper case. */
  countryCode: string;
  stateCode?: string;
  zipCode?: string;
}

export interface User {
  email: string;
}

export type DeviceType = "mobile" | "tablet" | "desktop";

/** The app context of spec section 3, built on the server for every page. */
export interface AppCtx {
  geoData: GeoData;
  currency: Currency;
  user: User | null;
  /** Epoch milliseconds; 0 means "no end" (an active countdown without a deadline). */
  countdownEndTime: number | null;
  /** The experiments the visitor is in (not excluded), QA overrides included. */
  enabledExperimentIds: string[];
  /** Each of those experiments' variant, by experiment id. */
  experimentVariants: Record<string, string>;
  deviceType: DeviceType;
  featureFlags: FeatureFlags;
  pricingExperimentId: string | null;
}

/** Runtime configuration the browser needs; built from the server's environment, never secret. */
export interface PublicConfig {
  appBaseUrl: string;
  supportEmail: string;
  deployEnv: string;
  pricingApiUrl: string;
  /** The pricing API's time limits (PRICING_API_TIMEOUT_MS per try, BACKEND_BUDGET_MS in all). */
  pricingTimeouts: { attemptMs: number; budgetMs: number };
  gatewayUrl: string;
  sentryDsn: string | null;
  gtmId: string | null;
  tracyProjectId: string | null;
  /** The OpenTelemetry collector's address prefix, read at run time; none: no telemetry. */
  otelCollectorUrl: string | null;
  /** The sister sites' domains (attribution cookie domain, referral exclusion). */
  linkerDomains: readonly string[];
}

export interface PageError {
  statusCode: number;
  /** The analytics message of spec section 8 ("Page not found", "Generic error", ...). */
  message?: string;
}

export interface Language {
  localeCode: string;
  rtl: boolean;
}

/**
 * A first visit on an unprefixed address whose browser prefers another supported language: that
 * language, and the suggestion's messages in it.
 */
export interface LanguageSuggestion {
  localeCode: string;
  rtl: boolean;
  messages: CompiledMessages;
}

/** QA's overrides for this browser session (`ff` and `qa`), shown in the QA panel. */
export interface QaSession {
  flags: FeatureFlags;
  experiments: Record<string, string>;
}

/** The page props of spec section 3. */
export interface AppProps {
  /**
   * The locale's catalogue, for the server's render. The browser fetches it from its own address
   * instead (`usePageMessages`): `_document` takes it out of `__NEXT_DATA__` and links to it, and
   * client-side navigations' data requests leave it out.
   */
  translations?: CompiledMessages;
  error: PageError | null;
  language: Language;
  tracyUrl: string | null;
  appCtx: AppCtx;
  config: PublicConfig;
  /** Set only while QA overrides are active; the QA panel loads only then. */
  qaSession?: QaSession | null;
  /** Set only on a first visit the suggestion is for; its banner loads only then. */
  languageSuggestion?: LanguageSuggestion | null;
  /** Set only on the page a failed login led to: the HTTP status, or "unknown" (spec 8). */
  loginFailure?: number | "unknown";
}

export interface PageProps {
  appProps: AppProps;
  urqlState?: SSRData;
}
