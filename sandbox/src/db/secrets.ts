import { createHash, randomBytes } from "node:crypto";

/** An unguessable value for tokens, codes and tickets; only its hash is stored. */
export function newSecret(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString("base64url")}`;
}

/** A record id: unguessable too, since an order is readable by whoever knows its cart id. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

export function hashSecret(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
