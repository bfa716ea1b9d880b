import type { IncomingMessage } from "node:http";

/**
 * Whether a mutating request comes from a page of this app: the browser's Origin (or, failing
 * that, Referer) must be the app's configured public origin (APP_BASE_URL), and the browser must
 * not call it cross-site (`Sec-Fetch-Site`). The Host header is never trusted: whoever sends the
 * request chooses it. Requests from other sites are refused, so a page elsewhere cannot log a
 * shopper out or start a payment in their name.
 */
export function isSameOrigin(req: Pick<IncomingMessage, "headers">, appOrigin: string): boolean {
  if (req.headers["sec-fetch-site"] === "cross-site") return false;
  const origin = req.headers.origin ?? req.headers.referer;
  if (typeof origin !== "string") return false;
  try {
    return new URL(origin).origin === appOrigin;
  } catch {
    return false;
  }
}
