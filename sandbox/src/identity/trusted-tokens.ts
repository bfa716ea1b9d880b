import type { SandboxContext } from "../context";
import { hashSecret, newSecret } from "../db/secrets";
import type { User } from "./users";

/** Every minted trusted or exchange token: single use, five minutes (sandbox/README.md). */
export const TRUSTED_TOKEN_TTL_MS = 5 * 60 * 1000;

interface TrustedTokenRow {
  user_id: number;
  single_use: number;
  expires_at: number | null;
  used_at: number | null;
}

function usableRow(ctx: SandboxContext, token: string): TrustedTokenRow | undefined {
  const row = ctx.db
    .prepare<[string], TrustedTokenRow>("SELECT user_id, single_use, expires_at, used_at FROM trusted_tokens WHERE token_hash = ?")
    .get(hashSecret(token));
  if (!row) return undefined;
  if (row.expires_at !== null && row.expires_at <= ctx.now()) return undefined;
  if (row.single_use === 1 && row.used_at !== null) return undefined;
  return row;
}

function userById(ctx: SandboxContext, id: number): User | undefined {
  return ctx.db.prepare<[number], User>("SELECT id, email, owner_id FROM users WHERE id = ?").get(id);
}

/** Checks a token without using it up (the dashboard stand-in only reports validity). */
export function peekTrustedToken(ctx: SandboxContext, token: string): User | undefined {
  const row = usableRow(ctx, token);
  return row ? userById(ctx, row.user_id) : undefined;
}

/** Redeems a trusted pass token for its user; a single-use token works once. */
export function redeemTrustedToken(ctx: SandboxContext, token: string): User | undefined {
  const row = usableRow(ctx, token);
  if (!row) return undefined;
  if (row.single_use === 1) {
    const claimed = ctx.db
      .prepare("UPDATE trusted_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL")
      .run(ctx.now(), hashSecret(token));
    if (claimed.changes !== 1) return undefined;
  }
  return userById(ctx, row.user_id);
}

/**
 * A fresh single-use token, valid five minutes: the dashboard handoff's (`tpt_…`), or what a
 * sister site mints for a link (`POST /sandbox/sister-site/tokens/`: `tpt_…` or `ext_…`).
 */
export function issueHandoffToken(ctx: SandboxContext, userId: number, prefix: "tpt" | "ext" = "tpt"): string {
  const token = newSecret(prefix);
  const now = ctx.now();
  ctx.db
    .prepare("INSERT INTO trusted_tokens (token_hash, user_id, single_use, expires_at, created_at) VALUES (?, ?, 1, ?, ?)")
    .run(hashSecret(token), userId, now + TRUSTED_TOKEN_TTL_MS, now);
  return token;
}
