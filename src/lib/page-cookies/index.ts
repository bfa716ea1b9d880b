export { readCookies, type CookieSnapshot } from "./cookie-snapshot";
