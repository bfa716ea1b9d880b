import { loginRequestSchema, type LoginResponse } from "@/contracts/checkout-api";
import type { SandboxContext } from "../context";
import { isAllowedUrl } from "../http/allowed-origin";
import { fieldError, HttpError } from "../http/http-error";
import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";
import { parseInput } from "../http/validate";
import { issueTicket } from "./login-tickets";
import { redeemTrustedToken } from "./trusted-tokens";

function loginFailed(): HttpError {
  return new HttpError(401, { error: "login_failed", message: "The trusted pass token is not valid." });
}

/**
 * POST /api/users/auth/login/: answers the identity provider's address for this login. With a
 * trusted pass token the token is redeemed and the address is `/idp/authorize`, which comes
 * straight back with a code; without one it is the sign-in page, which does so once the shopper
 * has given their password. Both carry the same parameters and a one-time ticket.
 */
export function loginRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "POST",
      path: "/api/users/auth/login/",
      handler: async (request) => {
        const body = parseInput(loginRequestSchema, await request.json());
        if (!isAllowedUrl(body.return_url, ctx.config.appOrigins)) throw fieldError("return_url", "invalid");
        let redirectUri: string;
        // An exchange token is a sister site's one-time grant, redeemed exactly like a trusted token.
        const token = body.trusted_pass_token ?? body.exchange_token;
        if (token === undefined) {
          redirectUri = issueTicket(ctx, null, body, "/idp/signin");
        } else {
          const user = redeemTrustedToken(ctx, token);
          if (!user || (body.owner_id !== undefined && body.owner_id !== user.owner_id)) throw loginFailed();
          redirectUri = issueTicket(ctx, user.id, body, "/idp/authorize");
        }
        const response: LoginResponse = { redirect_uri: redirectUri };
        return jsonResponse(200, response);
      },
    },
  ];
}
