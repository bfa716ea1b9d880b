export { buildAppCtx, countryFromHeaders, resolveCurrency, deviceTypeFromUserAgent } from "./build-app-ctx";
export { currencyForCountry } from "./country-currency";
