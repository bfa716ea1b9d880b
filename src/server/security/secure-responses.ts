import { randomFillSync } from "node:crypto";
import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { getEnv } from "@/server/env";
import { securityHeaders } from "./security-headers";
import { slashBeforeSensitiveQuery } from "./slash-before-sensitive-query";

const NONCE = Symbol.for("checkout.cspNonce");
const SECURED = Symbol.for("checkout.secureResponses");

type NoncedRequest = IncomingMessage & { [NONCE]?: string };

/** This request's CSP nonce, made when it arrived; the document's scripts carry the same one. */
export function requestNonce(req: IncomingMessage | undefined): string | undefined {
  return (req as NoncedRequest | undefined)?.[NONCE];
}

const NONCE_BYTES = 16;
// Random bytes for 256 nonces drawn at once: one call to the system's generator instead of one a
// request (as Node.js's randomUUID keeps its own). Each nonce is still 16 bytes no other has had.
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolAt = noncePool.length;

/** 16 random bytes in base64, a new value every call. */
export function newNonce(): string {
  if (noncePoolAt === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  return nonce;
}

/**
 * Sets the security headers on every response before the framework sees the request, so pages,
 * /api routes, static files, redirects, the 404 and the request-target guard's 400 all carry
 * them; and gives an address carrying a sensitive parameter its trailing slash, so that Next.js
 * never redirects it with the parameter in the Location (slash-before-sensitive-query.ts). A route may still replace one (the framed payment-step page, a callback's no-referrer).
 * Installed once per process from instrumentation, on every HTTP server.
 */
export function secureResponses(serverClass: typeof Server = Server): void {
  const proto = serverClass.prototype as Server & { [SECURED]?: boolean };
  if (proto[SECURED]) return;
  proto[SECURED] = true;
  const isDev = process.env.NODE_ENV === "development";
  const emit = proto.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function securedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [req, res] = args as [NoncedRequest, ServerResponse];
      if (req.url) req.url = slashBeforeSensitiveQuery(req.url);
      const nonce = newNonce();
      req[NONCE] = nonce;
      for (const [name, value] of Object.entries(securityHeaders({ env: getEnv(), nonce, target: req.url ?? "", isDev })))
        res.setHeader(name, value);
    }
    return emit.call(this, event, ...args);
  } as Server["emit"];
}
