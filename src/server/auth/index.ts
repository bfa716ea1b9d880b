export { fetchCurrentUser } from "./fetch-current-user";
export { loginRoute, logoutRoute, trustedTokenRoute, emailPrefillRoute } from "./user-routes";
export {
  loginPageLoader,
  oauthCallbackLoader,
  trustedTokenLoginRedirect,
  accountSwitchLoader,
  answerAccountSwitch,
  ACCOUNT_SWITCH_PATH,
  type AccountSwitchProps,
} from "./auth-page-loaders";
export { appendSetCookie } from "./cookies";
export { takeLoginFailure } from "./login-cookies";
export { EMAIL_PREFILL_COOKIE, emailPrefillCookie, clearedEmailPrefillCookie, prefillEmailOf, readEmailPrefill } from "./email-prefill";
