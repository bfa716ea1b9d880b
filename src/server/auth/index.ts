export { fetchCurrentUser } from "./fetch-current-user";
export { checkoutApiRequest, userTokenOf, TOKEN_COOKIE } from "./checkout-api-request";
