export { resolveServices, DEV_SETTINGS_COOKIE, type Services } from "./dev-settings";
