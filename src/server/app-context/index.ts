export {
  buildAppCtx,
  countryFromHeaders,
  resolveCurrency,
  deviceTypeFromUserAgent,
  resolveFeatureFlags,
  countdownEndTime,
  FEATURE_FLAGS_COOKIE,
  FF_CLEAR,
} from "./build-app-ctx";
export { currencyForCountry } from "@/lib/money";
