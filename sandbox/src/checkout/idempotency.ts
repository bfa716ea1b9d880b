import { createHash } from "node:crypto";
import type { SandboxContext } from "../context";
import { HttpError } from "../http/http-error";
import { jsonResponse, type HttpResponse } from "../http/responses";

interface StoredResponse {
  request_hash: string;
  response_status: number;
  response_body: string;
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

/** The first answer for this key, replayed; 422 when the key came with a different request. */
export function replayFor(ctx: SandboxContext, key: string, hash: string): HttpResponse | undefined {
  const stored = ctx.db
    .prepare<[string], StoredResponse>("SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE key = ?")
    .get(key);
  if (!stored) return undefined;
  if (stored.request_hash !== hash) {
    throw new HttpError(422, {
      error: "idempotency_key_reused",
      message: "This Idempotency-Key was already used with a different request. Use a new key for a new checkout attempt.",
    });
  }
  return jsonResponse(stored.response_status, JSON.parse(stored.response_body) as unknown, { "idempotent-replayed": "true" });
}

/** Stored in the same transaction as the order, under the key's primary key: one order per key. */
export function storeResponse(ctx: SandboxContext, key: string, hash: string, status: number, body: unknown): void {
  ctx.db
    .prepare("INSERT INTO idempotency_keys (key, request_hash, response_status, response_body, created_at) VALUES (?, ?, ?, ?, ?)")
    .run(key, hash, status, JSON.stringify(body), ctx.now());
}
