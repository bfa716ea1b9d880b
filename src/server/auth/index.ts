export { fetchCurrentUser } from "./fetch-current-user";
export { checkoutApiRequest, userTokenOf, TOKEN_COOKIE } from "./checkout-api-request";
export { loginRoute, logoutRoute, trustedTokenRoute } from "./user-routes";
export { loginPageLoader, oauthCallbackLoader, trustedTokenLoginRedirect } from "./auth-page-loaders";
