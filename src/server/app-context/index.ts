export {
  buildAppCtx,
  countryFromHeaders,
  resolveCurrency,
  deviceTypeFromUserAgent,
  resolveFeatureFlags,
  countdownEndTime,
  FEATURE_FLAGS_COOKIE,
} from "./build-app-ctx";
export { currencyForCountry } from "./country-currency";
