import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type { SandboxContext } from "../context";
import type { User } from "./users";

const KEY_LENGTH = 32;

/** `scrypt$<salt>$<key>`, both base64url: the only form a password is ever stored in. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString("base64url")}$${scryptSync(password, salt, KEY_LENGTH).toString("base64url")}`;
}

function passwordMatches(password: string, stored: string): boolean {
  const [scheme, salt = "", key = ""] = stored.split("$");
  const expected = Buffer.from(key, "base64url");
  if (scheme !== "scrypt" || expected.length !== KEY_LENGTH) return false;
  return timingSafeEqual(scryptSync(password, Buffer.from(salt, "base64url"), KEY_LENGTH), expected);
}

// An unknown e-mail is checked against this, so it costs the same time as a known one.
const UNKNOWN_USER_HASH = hashPassword(randomBytes(16).toString("base64url"));

/** The user whose e-mail and password these are; the same answer and the same work for any refusal. */
export function checkPassword(ctx: SandboxContext, email: string, password: string): User | undefined {
  const row = ctx.db
    .prepare<[string], User & { password_hash: string | null }>(
      "SELECT id, email, owner_id, password_hash FROM users WHERE email = ? COLLATE NOCASE",
    )
    .get(email.trim());
  const matches = passwordMatches(password, row?.password_hash ?? UNKNOWN_USER_HASH);
  return row && row.password_hash && matches ? { id: row.id, email: row.email, owner_id: row.owner_id } : undefined;
}
