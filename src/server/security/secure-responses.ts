import { randomBytes } from "node:crypto";
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

export function newNonce(): string {
  return randomBytes(16).toString("base64");
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
