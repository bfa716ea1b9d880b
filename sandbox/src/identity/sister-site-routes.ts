import { z } from "zod";
import type { SandboxContext } from "../context";
import { newId } from "../db/secrets";
import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";
import { parseInput } from "../http/validate";
import { issueHandoffToken, TRUSTED_TOKEN_TTL_MS } from "./trusted-tokens";

const mintSchema = z.strictObject({
  email: z.email().max(254),
  kind: z.enum(["trusted", "exchange"]).default("trusted"),
});

/**
 * POST /sandbox/sister-site/tokens/: the sister site's side of a link, for tests and local
 * runs. It mints a single-use token valid five minutes for the shopper of `email` (made, without
 * a password, when there is none): `kind: "trusted"` for `trusted_pass_token`, `"exchange"` for
 * `exchange_token`. A real sister site mints these on its own servers; there is no such route
 * on the real checkout API.
 */
export function sisterSiteRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "POST",
      path: "/sandbox/sister-site/tokens/",
      handler: async (request) => {
        const body = parseInput(mintSchema, await request.json());
        const findUser = ctx.db.prepare<[string], { id: number; owner_id: string }>(
          "SELECT id, owner_id FROM users WHERE email = ? COLLATE NOCASE",
        );
        let user = findUser.get(body.email);
        if (!user) {
          ctx.db
            .prepare("INSERT OR IGNORE INTO users (email, owner_id, created_at) VALUES (?, ?, ?)")
            .run(body.email, newId("own"), ctx.now());
          user = findUser.get(body.email);
        }
        if (!user) throw new Error("the sandbox could not make the shopper");
        const token = issueHandoffToken(ctx, user.id, body.kind === "exchange" ? "ext" : "tpt");
        return jsonResponse(
          200,
          { token, owner_id: user.owner_id, expires_in: TRUSTED_TOKEN_TTL_MS / 1000 },
          { "cache-control": "no-store" },
        );
      },
    },
  ];
}
