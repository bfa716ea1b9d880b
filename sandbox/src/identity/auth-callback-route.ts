import { authCallbackRequestSchema, type AuthCallbackResponse } from "@/contracts/checkout-api";
import { TOKEN_COOKIE } from "@/contracts/cookies";
import type { SandboxContext } from "../context";
import { hashSecret } from "../db/secrets";
import { HttpError } from "../http/http-error";
import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";
import { parseInput } from "../http/validate";
import { safeEqual, verifierMatches } from "./pkce";
import { issueUserToken } from "./users";

interface CodeRow {
  user_id: number;
  code_challenge: string;
  state: string;
  expires_at: number;
  used_at: number | null;
}

function invalidGrant(): HttpError {
  return new HttpError(400, {
    error: "invalid_grant",
    message: "The authorization code is not valid, has expired, was already used, or the state or verifier does not match.",
  });
}

export function tokenCookie(token: string, maxAgeSeconds: number): string {
  return `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAgeSeconds}`;
}

/**
 * POST /api/users/auth/callback/: exchanges the code. Any attempt uses the code up, a wrong
 * state or verifier included, so a stolen code cannot be tried against many verifiers.
 */
export function authCallbackRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "POST",
      path: "/api/users/auth/callback/",
      handler: async (request) => {
        const body = parseInput(authCallbackRequestSchema, await request.json());
        const codeHash = hashSecret(body.code);
        const row = ctx.db
          .prepare<[string], CodeRow>("SELECT user_id, code_challenge, state, expires_at, used_at FROM auth_codes WHERE code_hash = ?")
          .get(codeHash);
        if (!row || row.used_at !== null) throw invalidGrant();
        const claimed = ctx.db
          .prepare("UPDATE auth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL")
          .run(ctx.now(), codeHash);
        const valid =
          claimed.changes === 1 &&
          row.expires_at > ctx.now() &&
          safeEqual(row.state, body.state) &&
          verifierMatches(body.verifier, row.code_challenge);
        if (!valid) throw invalidGrant();
        const { token, expiresAt } = issueUserToken(ctx, row.user_id);
        const email = ctx.db.prepare<[number], { email: string }>("SELECT email FROM users WHERE id = ?").get(row.user_id)?.email ?? "";
        const response: AuthCallbackResponse = { token, expires_at: new Date(expiresAt).toISOString(), email };
        return jsonResponse(200, response, {
          "set-cookie": tokenCookie(token, Math.floor(ctx.config.userTokenTtlMs / 1000)),
          "cache-control": "no-store",
        });
      },
    },
  ];
}
