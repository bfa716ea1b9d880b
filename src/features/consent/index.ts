export { CONSENT_CHANGE_EVENT, CONSENT_COOKIE, defaultConsent, readConsent, saveConsent, type ConsentChoice } from "./consent";
