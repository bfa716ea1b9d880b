import type { IncomingMessage } from "node:http";
import { isCountryCode } from "@/contracts/countries";
import { CURRENCIES, DEFAULT_COUNTRY, type Currency } from "@/contracts/enums";
import { subdivisionsOf } from "@/contracts/subdivisions";
import type { AppCtx, DeviceType, User } from "@/features/app-context";
import { checkoutProduct, normalizeProductGroup, normalizeProductKey } from "@/features/checkout-query";
import { parseCountdownEnd } from "@/features/countdown";
import { parseFlagOverrides, type FeatureFlags } from "@/features/feature-flags";
import { currencyForCountry } from "@/lib/money";
import { onlyValue } from "@/lib/url";
import type { Env } from "@/server/env";
import type { Allocation } from "@/server/experiments";
import { getFlagConfig } from "@/server/feature-flags";

type Query = Record<string, string | string[] | undefined>;

/** The country from the trusted CDN header: an assigned two-letter code, else the default (spec 5). */
export function countryFromHeaders(req: Pick<IncomingMessage, "headers">, headerName: string): string {
  const raw = onlyValue(req.headers[headerName])?.trim().toUpperCase();
  return raw && /^[A-Z]{2}$/.test(raw) && isCountryCode(raw) ? raw : DEFAULT_COUNTRY;
}

/** The state from the CDN's region header, when one is configured: an ISO 3166-2 code of the country's. */
export function regionFromHeaders(
  req: Pick<IncomingMessage, "headers">,
  headerName: string | undefined,
  country: string,
): string | undefined {
  if (!headerName) return undefined;
  const raw = onlyValue(req.headers[headerName])?.trim().toUpperCase();
  if (!raw || !/^[A-Z0-9-]{1,6}$/.test(raw)) return undefined;
  const code = raw.startsWith(`${country}-`) ? raw : `${country}-${raw}`;
  return subdivisionsOf(country)?.includes(code) ? code : undefined;
}

/** The `currency` parameter when supported, else the country's currency, else USD. */
export function resolveCurrency(query: Query, countryCode: string): Currency {
  const requested = onlyValue(query.currency)?.trim().toUpperCase();
  const supported = CURRENCIES.find((code) => code === requested);
  return supported ?? currencyForCountry(countryCode);
}

export function deviceTypeFromUserAgent(userAgent: string | undefined): DeviceType {
  if (!userAgent) return "desktop";
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return "mobile";
  return "desktop";
}

export const FEATURE_FLAGS_COOKIE = "feature_flags";
/** `ff=clear` ends QA's flag overrides for the session. */
export const FF_CLEAR = "clear";

type IncomingRequest = Pick<IncomingMessage, "headers"> & { cookies?: Partial<Record<string, string>> };

/** Flags: defaults (applied when read), then the `feature_flags` cookie, then the link's `ff`. */
export function resolveFeatureFlags(req: IncomingRequest, query: Query): FeatureFlags {
  const ff = onlyValue(query.ff);
  if (ff === FF_CLEAR) return {};
  return { ...parseFlagOverrides(req.cookies?.[FEATURE_FLAGS_COOKIE]), ...parseFlagOverrides(ff) };
}

/** The countdown of the page's product, from its `countdown_{product}` cookie. */
export function countdownEndTime(req: IncomingRequest, query: Query): number | null {
  const product = checkoutProduct({
    product: normalizeProductKey(onlyValue(query.product)),
    product_group: normalizeProductGroup(onlyValue(query.product_group), () => undefined),
  });
  return parseCountdownEnd(req.cookies?.[`countdown_${product}`]);
}

interface BuildAppCtxInput {
  req: IncomingRequest;
  query: Query;
  env: Env;
  user?: User | null;
  /** This request's experiments (src/server/experiments); none when absent. */
  experiments?: Pick<Allocation, "variants" | "flags" | "pricingExperimentId">;
}

/** The app context of spec section 3 for one request. */
export function buildAppCtx({ req, query, env, user = null, experiments }: BuildAppCtxInput): AppCtx {
  const countryCode = countryFromHeaders(req, env.GEO_COUNTRY_HEADER);
  const stateCode = regionFromHeaders(req, env.GEO_REGION_HEADER, countryCode);
  return {
    geoData: stateCode ? { countryCode, stateCode } : { countryCode },
    currency: resolveCurrency(query, countryCode),
    user,
    countdownEndTime: countdownEndTime(req, query),
    enabledExperimentIds: Object.keys(experiments?.variants ?? {}),
    experimentVariants: experiments?.variants ?? {},
    deviceType: deviceTypeFromUserAgent(onlyValue(req.headers["user-agent"])),
    // The configured values, then a segment experiment's flags, then QA's cookie and `ff`.
    featureFlags: { ...getFlagConfig(), ...experiments?.flags, ...resolveFeatureFlags(req, query) },
    pricingExperimentId: experiments?.pricingExperimentId ?? null,
  };
}
