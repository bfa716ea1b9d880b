import { z } from "zod";
import { isoDateTimeSchema } from "./common";

/** base64url of a SHA-256 digest: 43 characters, no padding (RFC 7636). */
const codeChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
/** RFC 7636 code verifier: 43 to 128 unreserved characters. */
const codeVerifierSchema = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/);
const stateSchema = z.string().min(16).max(256);

/**
 * POST /api/users/auth/login/. The app's BFF adds the PKCE challenge, the state and the
 * return URL (its `/oauth2/login`); the verifier never leaves the app. Without a trusted pass
 * token (the header's "Log in", `force_login`) the answer is the identity provider's sign-in page.
 */
export const loginRequestSchema = z.strictObject({
  trusted_pass_token: z.string().min(1).max(512).optional(),
  /** A sister site's one-time exchange token, redeemed like a trusted pass token. */
  exchange_token: z.string().min(1).max(512).optional(),
  owner_id: z.string().min(1).max(128).optional(),
  language: z.string().min(2).max(10),
  code_challenge: codeChallengeSchema,
  code_challenge_method: z.literal("S256"),
  state: stateSchema,
  return_url: z.url({ protocol: /^https?$/ }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ redirect_uri: z.url() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/users/auth/callback/: the identity provider's code, the state and the PKCE verifier. */
export const authCallbackRequestSchema = z.strictObject({
  code: z.string().min(1).max(256),
  state: stateSchema,
  verifier: codeVerifierSchema,
});
export type AuthCallbackRequest = z.infer<typeof authCallbackRequestSchema>;

/** Also sent as `Set-Cookie: token=…; HttpOnly; SameSite=Lax; Path=/`. */
export const authCallbackResponseSchema = z.object({
  token: z.string(),
  expires_at: isoDateTimeSchema,
  email: z.string(),
});
export type AuthCallbackResponse = z.infer<typeof authCallbackResponseSchema>;

/** The header that carries the shopper's token (the `token` cookie's value) from the app to the checkout API. */
export const USER_TOKEN_HEADER = "x-user-token";

/** GET /api/users/current/ with `x-user-token`. */
export const currentUserResponseSchema = z.object({ email: z.string() });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** POST /api/users/trusted-token/: a fresh short-lived trusted pass token for the dashboard. */
export const trustedTokenResponseSchema = z.object({ owner_id: z.string(), token: z.string() });
export type TrustedTokenResponse = z.infer<typeof trustedTokenResponseSchema>;
