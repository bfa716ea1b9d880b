import type { IncomingMessage } from "node:http";

/**
 * Whether a mutating request comes from a page of this app: the browser's Origin (or, failing
 * that, Referer) must be the app's own origin. Requests from other sites are refused, so a
 * page elsewhere cannot log a shopper out or start a payment in their name.
 */
export function isSameOrigin(req: Pick<IncomingMessage, "headers">, appOrigin: string): boolean {
  const origin = req.headers.origin ?? req.headers.referer;
  if (typeof origin !== "string") return false;
  try {
    const candidate = new URL(origin).origin;
    if (candidate === appOrigin) return true;
    // The app is reachable under its configured address and under the Host it was asked by.
    const host = req.headers.host;
    return typeof host === "string" && (candidate === `http://${host}` || candidate === `https://${host}`);
  } catch {
    return false;
  }
}
