import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { SandboxContext } from "../context";
import { HttpError } from "../http/http-error";
import { jsonResponse, type HttpResponse } from "../http/responses";

interface StoredResponse {
  request_hash: string;
  response_status: number;
  response_body: string;
  proof_hash: string | null;
  owner_sealed: string | null;
}

/** The answer's field that is a secret: it is stored only sealed, and replayed only to its payer. */
const OWNER_FIELD = "cart_owner";

const proofHash = (proof: string) => createHash("sha256").update(`proof:${proof}`).digest("hex");
const sealKey = (proof: string) => createHash("sha256").update(`seal:${proof}`).digest();

/** `secret` encrypted (AES-256-GCM) with a key only the payer's proof gives: iv.tag.ciphertext, base64url. */
function seal(secret: string, proof: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(proof), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

function unseal(sealed: string, proof: string): string | undefined {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealKey(proof), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    // Code-unit order, the same on every machine: a collation (localeCompare) depends on the
    // process's locale and calls some different keys equal, and then the hash of the same
    // request would change with the order its keys came in or with the locale of a restart.
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

/** The same request in any key order hashes the same; the caller's identity is part of it. */
export function requestHash(body: unknown, userId: number | null): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical({ body, userId })))
    .digest("hex");
}

/**
 * The first answer for this key, replayed; 422 when the key came with a different request. The
 * cart's owner secret is in it only when the replay carries the proof the first request carried
 * (`x-attempt-proof`, from the payer's own browser session): a captured request sent again by
 * anyone else gets the answer without it.
 */
export function replayFor(ctx: SandboxContext, key: string, hash: string, proof?: string): HttpResponse | undefined {
  const stored = ctx.db
    .prepare<[string], StoredResponse>(
      "SELECT request_hash, response_status, response_body, proof_hash, owner_sealed FROM idempotency_keys WHERE key = ?",
    )
    .get(key);
  if (!stored) return undefined;
  if (stored.request_hash !== hash) {
    throw new HttpError(422, {
      error: "idempotency_key_reused",
      message: "This Idempotency-Key was already used with a different request. Use a new key for a new checkout attempt.",
    });
  }
  const body = JSON.parse(stored.response_body) as Record<string, unknown>;
  if (stored.owner_sealed && proof && stored.proof_hash === proofHash(proof)) {
    const owner = unseal(stored.owner_sealed, proof);
    if (owner) body[OWNER_FIELD] = owner;
  }
  return jsonResponse(stored.response_status, body, { "idempotent-replayed": "true" });
}

/**
 * Stored in the same transaction as the order, under the key's primary key: one order per key.
 * The owner secret is never stored as it is: sealed with the payer's proof when there is one,
 * else not at all.
 */
export function storeResponse(ctx: SandboxContext, key: string, hash: string, status: number, body: object, proof?: string): void {
  const { [OWNER_FIELD]: owner, ...rest } = body as Record<string, unknown>;
  const sealed = typeof owner === "string" && proof ? seal(owner, proof) : null;
  ctx.db
    .prepare(
      `INSERT INTO idempotency_keys (key, request_hash, response_status, response_body, proof_hash, owner_sealed, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(key, hash, status, JSON.stringify(rest), proof ? proofHash(proof) : null, sealed, ctx.now());
}
