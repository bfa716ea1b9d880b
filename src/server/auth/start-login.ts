import type { IncomingMessage } from "node:http";
import { loginResponseSchema, type LoginRequest } from "@/contracts/checkout-api";
import type { LoginStart } from "@/features/auth";
import { isAllowedRedirect } from "@/lib/url";
import { ApiError } from "@/server/bff";
import { getEnv, type Env } from "@/server/env";
import { checkoutApiRequest } from "@/server/request";
import { loginAttemptCookies } from "./login-cookies";
import { loginReturnPath } from "./login-return-path";
import { createPkce } from "./pkce";

type IncomingRequest = Pick<IncomingMessage, "headers"> & { cookies?: Partial<Record<string, string>> };

export interface StartedLogin {
  redirectUri: string;
  /** The verifier, state and return path, to be set on the response that sends the browser on. */
  cookies: string[];
}

/** The browser may only be sent to the identity provider: the API's origin or an allow-listed one. */
function isIdentityProviderUrl(url: string, env: Pick<Env, "CHECKOUT_API_URL" | "ALLOWED_REDIRECT_ORIGINS">): boolean {
  return /^https?:\/\//i.test(url) && isAllowedRedirect(url, env.ALLOWED_REDIRECT_ORIGINS, new URL(env.CHECKOUT_API_URL).origin);
}

/**
 * Starts the trusted-token login (ARCHITECTURE 5): a PKCE verifier and state made here, the
 * challenge sent to the login route with our `/oauth2/login/` as the return address. API
 * failures are thrown as they come (RequestError), for the caller to map.
 */
export async function startLogin(req: IncomingRequest, input: LoginStart, env: Env = getEnv()): Promise<StartedLogin> {
  const pkce = createPkce();
  const body: LoginRequest = {
    ...(input.trusted_pass_token ? { trusted_pass_token: input.trusted_pass_token } : {}),
    ...(input.exchange_token && !input.trusted_pass_token ? { exchange_token: input.exchange_token } : {}),
    ...(input.owner_id ? { owner_id: input.owner_id } : {}),
    language: input.language,
    code_challenge: pkce.challenge,
    code_challenge_method: "S256",
    state: pkce.state,
    return_url: new URL("/oauth2/login/", env.APP_BASE_URL).toString(),
  };
  const { data } = await checkoutApiRequest(req)("/api/users/auth/login/", { method: "POST", body });
  const parsed = loginResponseSchema.safeParse(data);
  if (!parsed.success || !isIdentityProviderUrl(parsed.data.redirect_uri, env)) {
    throw new ApiError(502, { error: "bad_login_answer", message: "The login service answered with an address we cannot use." });
  }
  const returnTo = loginReturnPath({ loginTarget: input.login_target, returnTo: input.return_to }, env);
  return { redirectUri: parsed.data.redirect_uri, cookies: loginAttemptCookies(pkce, returnTo, env) };
}
