import { Server, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * Whether a request line's target is one this app serves: a path ("/payment/?x=1"), or "*" for
 * OPTIONS. The absolute form ("http://evil.example/payment/", meant for proxies) is not: Next.js
 * folds its "//" into a 308 to that very address, an open redirect an attacker's proxy can plant.
 */
export function isServedRequestTarget(target: string | undefined, method: string | undefined): boolean {
  if (!target) return false;
  if (target === "*") return method === "OPTIONS";
  return target.startsWith("/") && !target.startsWith("//");
}

function refuse(res: ServerResponse): void {
  res.writeHead(400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", connection: "close" });
  res.end("Bad request\n");
}

const GUARDED = Symbol.for("checkout.requestTargetGuard");

/**
 * Answers every request whose target is not a path with a plain 400 before the framework sees it
 * (nothing of the target is echoed). Installed once per process from instrumentation, on every
 * HTTP server, since `next start` and the standalone server make their own.
 */
export function guardRequestTargets(serverClass: typeof Server = Server): void {
  const proto = serverClass.prototype as Server & { [GUARDED]?: boolean };
  if (proto[GUARDED]) return;
  proto[GUARDED] = true;
  const emit = proto.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (!isServedRequestTarget(req.url, req.method)) {
        refuse(res);
        return true;
      }
    }
    return emit.call(this, event, ...args);
  } as Server["emit"];
}
