import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { checkClientLimit, CLIENT_SESSION_COOKIE, clientKeys, limitClient, sessionOf, type ClientLimit } from "./client-limit";
import { createMemoryStore } from "./memory-store";

const local = { TRUSTED_PROXIES: [] as string[], CDN_RANGES: [] as string[], DEPLOY_ENV: "local" as const };
const behindEdge = { TRUSTED_PROXIES: ["10.0.0.0/8"], CDN_RANGES: [] as string[], DEPLOY_ENV: "production" as const };
const limit: ClientLimit = { name: "processing", perSession: 2, perAddress: 3, windowMs: 60_000 };

/** A real request as Node's server makes it: a socket peer, headers, and the cookies Next parses. */
function request(peer: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: peer });
  const req = new IncomingMessage(socket) as IncomingMessage & { cookies: Record<string, string> };
  Object.assign(req.headers, headers);
  req.cookies = cookies;
  return req;
}

const SESSION_A = "AAAAAAAAAAAAAAAAAAAAAA";
const SESSION_B = "BBBBBBBBBBBBBBBBBBBBBB";

describe("rate-limit keys", () => {
  it("keys by the session cookie and the socket address when no proxy is trusted", () => {
    const keys = clientKeys(
      request("::ffff:127.0.0.1", { "x-forwarded-for": "198.51.100.1" }, { [CLIENT_SESSION_COOKIE]: SESSION_A }),
      local,
    );
    expect(keys).toEqual({ address: "127.0.0.1", session: SESSION_A });
  });

  it("keys by the forwarded address behind a trusted proxy", () => {
    expect(
      clientKeys(request("10.1.2.3", { "x-forwarded-for": "198.51.100.1" }, { [CLIENT_SESSION_COOKIE]: SESSION_A }), behindEdge).address,
    ).toBe("198.51.100.1");
  });

  it("believes CF-Connecting-IP only from the CDN's edges, reached directly or through the balancer", () => {
    const behindCdn = { ...behindEdge, CDN_RANGES: ["173.245.48.0/20"] };
    const cookies = { [CLIENT_SESSION_COOKIE]: SESSION_A };
    const claimed = { "cf-connecting-ip": "198.51.100.9" };
    expect(clientKeys(request("10.1.2.3", { ...claimed, "x-forwarded-for": "173.245.48.7" }, cookies), behindCdn).address).toBe(
      "198.51.100.9",
    );
    expect(clientKeys(request("10.1.2.3", { ...claimed, "x-forwarded-for": "203.0.113.4" }, cookies), behindCdn).address).toBe(
      "203.0.113.4",
    );
    expect(clientKeys(request("10.1.2.3", { ...claimed, "x-forwarded-for": "203.0.113.4" }, cookies), behindEdge).address).toBe(
      "203.0.113.4",
    );
  });

  it("gives a request without a valid session id a new one in an httpOnly cookie", () => {
    const cases: Record<string, string>[] = [{}, { [CLIENT_SESSION_COOKIE]: "short" }, { [CLIENT_SESSION_COOKIE]: "x".repeat(21) + ";" }];
    for (const cookies of cases) {
      const keys = clientKeys(request("127.0.0.1", {}, cookies), behindEdge);
      expect(keys.session).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(keys.newSessionCookie).toBe(`${CLIENT_SESSION_COOKIE}=${keys.session}; Path=/; Max-Age=86400; HttpOnly; Secure; SameSite=Lax`);
    }
    expect(clientKeys(request("127.0.0.1"), local).session).not.toBe(clientKeys(request("127.0.0.1"), local).session);
  });
});

describe("client limits", () => {
  it("gives two sessions behind one address separate budgets under the address's ceiling", async () => {
    const store = createMemoryStore(() => 0);
    const a = { address: "198.51.100.1", session: SESSION_A };
    const b = { address: "198.51.100.1", session: SESSION_B };
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await checkClientLimit(store, a, limit)).allowed);
    // Session A's third and later tries are refused and spend nothing of the address's ceiling.
    expect(results).toEqual([true, true, false, false, false]);
    expect((await checkClientLimit(store, b, limit)).allowed).toBe(true);
    // The ceiling (3) counts the sessions together: a third session finds it spent.
    expect((await checkClientLimit(store, { ...a, session: "CCCCCCCCCCCCCCCCCCCCCC" }, limit)).allowed).toBe(false);
    expect((await checkClientLimit(store, { address: "198.51.100.2", session: "DDDDDDDDDDDDDDDDDDDDDD" }, limit)).allowed).toBe(true);
  });

  it("says when to come back", async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    const keys = { address: "198.51.100.1", session: SESSION_A };
    await checkClientLimit(store, keys, limit);
    now = 15_000;
    await checkClientLimit(store, keys, limit);
    const refused = await checkClientLimit(store, keys, limit);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 45_000 });
  });

  it("sets the session cookie on the response of a request that had none", async () => {
    const req = request("127.0.0.1");
    const res = new ServerResponse(req);
    expect((await limitClient(req, res, limit, createMemoryStore(), local)).allowed).toBe(true);
    expect(String(res.getHeader("Set-Cookie"))).toMatch(new RegExp(`^${CLIENT_SESSION_COOKIE}=[A-Za-z0-9_-]{22}; `));
    const known = request("127.0.0.1", {}, { [CLIENT_SESSION_COOKIE]: SESSION_A });
    const knownRes = new ServerResponse(known);
    await limitClient(known, knownRes, limit, createMemoryStore(), local);
    expect(knownRes.getHeader("Set-Cookie")).toBeUndefined();
  });
});

describe("sessionOf", () => {
  it("is the browser's session: its cookie, or the one the response gives a browser that had none", async () => {
    const req = request("127.0.0.1", {}, { [CLIENT_SESSION_COOKIE]: SESSION_A });
    expect(sessionOf(req, new ServerResponse(req))).toBe(SESSION_A);

    const newcomer = request("127.0.0.1");
    const res = new ServerResponse(newcomer);
    expect(sessionOf(newcomer, res)).toBeUndefined();
    await limitClient(newcomer, res, limit, createMemoryStore(), local);
    const given = sessionOf(newcomer, res);
    expect(given).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(String(res.getHeader("Set-Cookie"))).toContain(`${CLIENT_SESSION_COOKIE}=${given};`);
  });
});
