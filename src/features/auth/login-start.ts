/**
 * What the browser posts to `/api/users/auth/login/` (spec 7, plus where the shopper is): the
 * server adds the PKCE challenge, the state and the return address. The server checks the body
 * with loginStartSchema (src/server/auth); this side only needs the type, and no zod.
 */
export interface LoginStart {
  trusted_pass_token?: string;
  /** A sister site's one-time exchange token: logs in like a trusted token. */
  exchange_token?: string;
  owner_id?: string;
  /** A supported locale. */
  language: string;
  /** The page the login starts on; the server checks it against the allow-list like any input URL. */
  return_to?: string;
  login_target?: string;
}
