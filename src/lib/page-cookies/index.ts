export { cookieSnapshot, readCookies, type CookieSnapshot } from "./cookie-snapshot";
