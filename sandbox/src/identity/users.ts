import type { IncomingHttpHeaders } from "node:http";
import { USER_TOKEN_HEADER } from "@/contracts/checkout-api";
import { TOKEN_COOKIE } from "@/contracts/cookies";
import type { SandboxContext } from "../context";
import { hashSecret, newSecret } from "../db/secrets";
import { unauthorized } from "../http/http-error";

export interface User {
  id: number;
  email: string;
  owner_id: string;
}

export interface SavedMethodRow {
  brand: string;
  last4: string;
  behaviour: string;
  billing_country: string | null;
  billing_state: string | null;
  billing_zip: string | null;
}

const TOKEN_IN_COOKIES = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=([^;]+)`);

/** The app's BFF sends the token as `x-user-token`; a browser calling directly sends the cookie. */
export function userTokenOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers[USER_TOKEN_HEADER];
  if (typeof header === "string" && header !== "") return header;
  const cookie = headers.cookie ?? "";
  const match = TOKEN_IN_COOKIES.exec(cookie);
  return match?.[1];
}

export function findUserByToken(ctx: SandboxContext, token: string | undefined): User | undefined {
  if (!token) return undefined;
  return ctx.db
    .prepare<[string, number], User>(
      `SELECT users.id, users.email, users.owner_id FROM user_tokens JOIN users ON users.id = user_tokens.user_id
       WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`,
    )
    .get(hashSecret(token), ctx.now());
}

export function currentUser(ctx: SandboxContext, headers: IncomingHttpHeaders): User | undefined {
  return findUserByToken(ctx, userTokenOf(headers));
}

export function requireUser(ctx: SandboxContext, headers: IncomingHttpHeaders): User {
  const user = currentUser(ctx, headers);
  if (!user) throw unauthorized();
  return user;
}

export function issueUserToken(ctx: SandboxContext, userId: number): { token: string; expiresAt: number } {
  const token = newSecret("ut");
  const now = ctx.now();
  const expiresAt = now + ctx.config.userTokenTtlMs;
  ctx.db
    .prepare("INSERT INTO user_tokens (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)")
    .run(hashSecret(token), userId, expiresAt, now);
  return { token, expiresAt };
}

export function revokeUserToken(ctx: SandboxContext, token: string): boolean {
  const result = ctx.db
    .prepare("UPDATE user_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL")
    .run(ctx.now(), hashSecret(token));
  return result.changes === 1;
}

export function savedMethodOf(ctx: SandboxContext, userId: number): SavedMethodRow | undefined {
  return ctx.db
    .prepare<[number], SavedMethodRow>(
      "SELECT brand, last4, behaviour, billing_country, billing_state, billing_zip FROM saved_methods WHERE user_id = ? ORDER BY id LIMIT 1",
    )
    .get(userId);
}
