/**
 * What a new account's password must be: plain numbers, so the browser's sign-up form and the
 * checkout API's schema check one rule without the browser loading zod. The upper bound keeps
 * anyone from making the server hash megabytes.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
