import { loginRequestSchema, type LoginResponse } from "../../../src/contracts/checkout-api";
import type { SandboxContext } from "../context";
import { hashSecret, newSecret } from "../db/secrets";
import { isAllowedUrl } from "../http/allowed-origin";
import { fieldError, HttpError } from "../http/http-error";
import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";
import { parseInput } from "../http/validate";
import { redeemTrustedToken } from "./trusted-tokens";

const TICKET_TTL_MS = 10 * 60 * 1000;

function loginFailed(): HttpError {
  return new HttpError(401, { error: "login_failed", message: "The trusted pass token is not valid." });
}

/**
 * POST /api/users/auth/login/: redeems the trusted pass token and answers the identity
 * provider's authorize URL. The URL carries an opaque one-time ticket, never the token.
 */
export function loginRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "POST",
      path: "/api/users/auth/login/",
      handler: async (request) => {
        const body = parseInput(loginRequestSchema, await request.json());
        if (!isAllowedUrl(body.return_url, ctx.config.appOrigins)) throw fieldError("return_url", "invalid");
        const user = redeemTrustedToken(ctx, body.trusted_pass_token);
        if (!user || (body.owner_id !== undefined && body.owner_id !== user.owner_id)) throw loginFailed();
        const ticket = newSecret("lt");
        ctx.db
          .prepare(
            `INSERT INTO login_tickets (ticket_hash, user_id, code_challenge, state, return_url, expires_at)
             VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(hashSecret(ticket), user.id, body.code_challenge, body.state, body.return_url, ctx.now() + TICKET_TTL_MS);
        const authorize = new URL("/idp/authorize", ctx.config.publicUrl);
        authorize.search = new URLSearchParams({
          response_type: "code",
          client_id: "checkout",
          redirect_uri: body.return_url,
          state: body.state,
          code_challenge: body.code_challenge,
          code_challenge_method: "S256",
          ui_locales: body.language,
          ticket,
        }).toString();
        const response: LoginResponse = { redirect_uri: authorize.toString() };
        return jsonResponse(200, response);
      },
    },
  ];
}
