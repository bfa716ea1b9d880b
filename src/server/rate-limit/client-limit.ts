import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { appendSetCookie, secureCookies, serializeCookie } from "@/server/auth/cookies";
import type { Env } from "@/server/env";
import { checkRateLimit, type RateLimitResult, type RateLimitStore } from "./rate-limiter";
import { clientAddress, trustedProxyMatcher, type ProxyTrust } from "./trusted-proxies";

/** A first-party id per browser session, only to give each session its own budget; httpOnly. */
export const CLIENT_SESSION_COOKIE = "client_session";

const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;
// A day: longer than any purchase, short enough that it tracks nothing.
const SESSION_SECONDS = 24 * 60 * 60;

/**
 * One route's limits in one window: per browser session, and a ceiling per client address so
 * that a client minting sessions (or sending no cookie) stays bounded while a household or an
 * office behind one address is not locked out by one of its members.
 */
export interface ClientLimit {
  name: string;
  perSession: number;
  perAddress: number;
  windowMs: number;
}

type LimitedRequest = Pick<IncomingMessage, "headers" | "socket"> & { cookies?: Partial<Record<string, string>> };

export interface ClientKeys {
  address: string;
  session: string;
  /** Set when the request had no valid session id: the cookie the response must carry. */
  newSessionCookie?: string;
}

type TrustEnv = Pick<Env, "TRUSTED_PROXIES" | "CDN_RANGES">;

let trust: { proxies: readonly string[]; cdn: readonly string[]; matchers: ProxyTrust } | undefined;

/** The matchers of the configured lists, made again only when the environment is. */
function proxyTrust(env: TrustEnv): ProxyTrust {
  if (trust?.proxies !== env.TRUSTED_PROXIES || trust.cdn !== env.CDN_RANGES)
    trust = {
      proxies: env.TRUSTED_PROXIES,
      cdn: env.CDN_RANGES,
      matchers: { isTrusted: trustedProxyMatcher(env.TRUSTED_PROXIES), isCdn: trustedProxyMatcher(env.CDN_RANGES) },
    };
  return trust.matchers;
}

/** The address (through trusted proxies and the CDN's edges only) and the session a request counts against. */
export function clientKeys(req: LimitedRequest, env: TrustEnv & Pick<Env, "DEPLOY_ENV">): ClientKeys {
  const address = clientAddress(req.socket.remoteAddress, req.headers, proxyTrust(env));
  const existing = req.cookies?.[CLIENT_SESSION_COOKIE];
  if (existing !== undefined && SESSION_ID.test(existing)) return { address, session: existing };
  const session = randomBytes(16).toString("base64url");
  const cookie = serializeCookie(CLIENT_SESSION_COOKIE, session, {
    httpOnly: true,
    secure: secureCookies(env),
    maxAgeSeconds: SESSION_SECONDS,
  });
  return { address, session, newSessionCookie: cookie };
}

/**
 * The browser session a request belongs to, once `limitClient` has run: its valid cookie, or the
 * one the response is giving it. Undefined for a request that was never counted.
 */
export function sessionOf(req: LimitedRequest, res: Pick<ServerResponse, "getHeader">): string | undefined {
  const existing = req.cookies?.[CLIENT_SESSION_COOKIE];
  if (existing !== undefined && SESSION_ID.test(existing)) return existing;
  const header = res.getHeader("Set-Cookie");
  const cookies = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  const given = cookies.find((cookie) => cookie.startsWith(`${CLIENT_SESSION_COOKIE}=`));
  const value = given?.slice(CLIENT_SESSION_COOKIE.length + 1).split(";")[0];
  return value !== undefined && SESSION_ID.test(value) ? value : undefined;
}

/**
 * Counts one request of a client against a route's limits: its session first, then, only when
 * the session is within its budget, its address. A session over its limit so never spends the
 * address's ceiling that the other sessions behind the address share.
 */
export async function checkClientLimit(
  store: RateLimitStore,
  keys: Pick<ClientKeys, "address" | "session">,
  limit: ClientLimit,
): Promise<RateLimitResult> {
  const bySession = await checkRateLimit(store, `${limit.name}:session:${keys.session}`, {
    limit: limit.perSession,
    windowMs: limit.windowMs,
  });
  if (!bySession.allowed) return bySession;
  return checkRateLimit(store, `${limit.name}:address:${keys.address}`, { limit: limit.perAddress, windowMs: limit.windowMs });
}

/** Counts the request, giving the browser its session id when it had none; the outcome for the caller to answer. */
export async function limitClient(
  req: LimitedRequest,
  res: Pick<ServerResponse, "getHeader" | "setHeader">,
  limit: ClientLimit,
  store: RateLimitStore,
  env: TrustEnv & Pick<Env, "DEPLOY_ENV">,
): Promise<RateLimitResult> {
  const keys = clientKeys(req, env);
  if (keys.newSessionCookie) appendSetCookie(res, [keys.newSessionCookie]);
  return checkClientLimit(store, keys, limit);
}

/** Whole seconds for Retry-After, at least one. */
export const retryAfterSeconds = (result: RateLimitResult): string => String(Math.max(1, Math.ceil(result.retryAfterMs / 1000)));
