import type { IncomingMessage } from "node:http";
import { isCountryCode } from "@/contracts/countries";
import { CURRENCIES, DEFAULT_COUNTRY, type Currency } from "@/contracts/enums";
import type { AppCtx, DeviceType, User } from "@/features/app-context";
import type { Env } from "@/server/env";
import { currencyForCountry } from "./country-currency";

type Query = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The country from the trusted CDN header: an assigned two-letter code, else the default (spec 5). */
export function countryFromHeaders(req: Pick<IncomingMessage, "headers">, headerName: string): string {
  const raw = single(req.headers[headerName])?.trim().toUpperCase();
  return raw && /^[A-Z]{2}$/.test(raw) && isCountryCode(raw) ? raw : DEFAULT_COUNTRY;
}

/** The `currency` parameter when supported, else the country's currency, else USD. */
export function resolveCurrency(query: Query, countryCode: string): Currency {
  const requested = single(query.currency)?.trim().toUpperCase();
  const supported = CURRENCIES.find((code) => code === requested);
  return supported ?? currencyForCountry(countryCode);
}

export function deviceTypeFromUserAgent(userAgent: string | undefined): DeviceType {
  if (!userAgent) return "desktop";
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return "mobile";
  return "desktop";
}

interface BuildAppCtxInput {
  req: Pick<IncomingMessage, "headers">;
  query: Query;
  env: Env;
  user?: User | null;
}

/** The app context of spec section 3 for one request. */
export function buildAppCtx({ req, query, env, user = null }: BuildAppCtxInput): AppCtx {
  const countryCode = countryFromHeaders(req, env.GEO_COUNTRY_HEADER);
  return {
    geoData: { countryCode },
    currency: resolveCurrency(query, countryCode),
    user,
    countdownEndTime: null,
    enabledExperimentIds: [],
    deviceType: deviceTypeFromUserAgent(single(req.headers["user-agent"])),
    featureFlags: {},
    pricingExperimentId: null,
  };
}
