export { resolveServices, reportDevSettingsInProduction, DEV_SETTINGS_COOKIE, DEV_SETTINGS_IN_PROD, type Services } from "./dev-settings";
