import { trustedTokenResponseSchema } from "@/contracts/checkout-api";
import { ApiError, apiRoute, enforceRateLimit, parseBody } from "@/server/bff";
import { getEnv } from "@/server/env";
import { RATE_LIMITS } from "@/server/rate-limit";
import { checkoutApiRequest, userTokenOf } from "@/server/request";
import { appendSetCookie } from "./cookies";
import { readEmailPrefill } from "./email-prefill";
import { loginStartSchema } from "./login-start-schema";
import { startLogin } from "./start-login";
import { clearedTokenCookie } from "./token-cookie";

/** POST `/api/users/auth/login/` → `{redirect_uri}`; the PKCE cookies ride on the answer. */
export const loginRoute = apiRoute({
  POST: async (req, res) => {
    const input = parseBody(loginStartSchema, req.body);
    await enforceRateLimit(req, res, RATE_LIMITS.login);
    const { redirectUri, cookies } = await startLogin(req, input);
    appendSetCookie(res, cookies);
    res.status(200).json({ redirect_uri: redirectUri });
  },
});

/**
 * DELETE `/api/users/tokens/`: logout. The cookie goes whatever the API says (spec 4: the logout
 * continues when the deletion fails); a failure is still answered, for the page to report.
 */
export const logoutRoute = apiRoute({
  DELETE: async (req, res) => {
    appendSetCookie(res, [clearedTokenCookie(getEnv())]);
    if (userTokenOf(req)) await checkoutApiRequest(req)("/api/users/tokens/", { method: "DELETE" });
    res.status(204).end();
  },
});

/** POST `/api/users/trusted-token/` → `{owner_id, token}` for the dashboard handoff. */
export const trustedTokenRoute = apiRoute({
  POST: async (req, res) => {
    if (!userTokenOf(req)) throw new ApiError(401, { error: "unauthorized", message: "Log in first." });
    await enforceRateLimit(req, res, RATE_LIMITS.trustedToken);
    const { data } = await checkoutApiRequest(req)("/api/users/trusted-token/", { method: "POST" });
    const parsed = trustedTokenResponseSchema.safeParse(data);
    if (!parsed.success) throw new ApiError(502, { error: "bad_answer", message: "The account service answered unexpectedly." });
    res.status(200).json(parsed.data);
  },
});

/**
 * GET `/api/checkout/prefill/` → `{email}`: the e-mail a link named, kept by the server in an
 * httpOnly cookie (email-prefill.ts), for the payment form to start with. Null when there is none.
 */
export const emailPrefillRoute = apiRoute({
  GET: async (req, res) => {
    res.status(200).json({ email: readEmailPrefill(req) });
  },
});
