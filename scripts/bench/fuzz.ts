/**
 * A fuzz of everything a stranger can send the app: random query strings on every page and
 * every GET /api route, and mangled bodies on every POST /api route (sent as the checkout's own
 * pages would, so they pass the origin check and reach the validators). No answer may be a 5xx,
 * and the app may log no error while it runs. Seeded: a failure is replayed with its seed.
 */
import { LOCALES } from "../../src/lib/locale/locales";

export interface FuzzRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface FuzzResult {
  seed: number;
  requests: number;
  byStatus: Record<string, number>;
  /** The first few requests answered with a 5xx or not answered at all. */
  failures: { method: string; path: string; status: number | "no answer" }[];
  failed: number;
}

/** mulberry32: small, fast and the same on every machine. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof randomSource>;

const PAGES = [
  "/",
  "/products/",
  "/payment/",
  "/success/",
  "/processing/",
  "/pending/",
  "/error/",
  "/login/",
  "/oauth2/login/",
  "/login/switch/",
  "/dashboard/",
  "/legal/pricing/",
];
const GET_ROUTES = [
  "/api/payments/taxes/",
  "/api/payments/provider-window/",
  "/api/checkout/prefill/",
  "/api/orders/{id}/",
  "/api/processing/iframe/",
  "/api/payments/providers/{kind}/",
  "/api/carts/{id}/account/",
  "/api/callback/",
];
const PARAMETERS = [
  "product",
  "product_group",
  "product_period",
  "product_subgroup",
  "product_xs",
  "product_filters",
  "product_filters[subgroup]",
  "product_filters[storage_quota_amount]",
  "currency",
  "coupon",
  "payment_provider",
  "error",
  "cart_id",
  "locale",
  "ff",
  "qa",
  "persist_countdown",
  "force_login",
  "login_target",
  "redirect_uri",
  "success_uri",
  "focus",
  "payment_step",
  "bundle_type",
  "existing_user",
  "payment_status",
  "country",
  "state",
  "zip",
  "price_ids",
  "kind",
  "order",
  "status",
  "return_url",
];
const VALUES = [
  "",
  "vpn",
  "pass",
  "locker",
  "nordprotect",
  "incogni",
  "1y",
  "2y",
  "1m",
  "-1y",
  "EUR",
  "usd",
  "SAVE20",
  "USED10",
  "US",
  "CA",
  "DE",
  "90210",
  "vpn-plus-1y",
  "pass-xs-1y,locker-xs-1y",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  '{"subgroup":"family"}',
  "<script>alert(1)</script>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "//evil.example",
  "\\\\evil.example",
  "／／evil.example",
  "https://evil.example/",
  "../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "%",
  "💳",
  "\u202Evpn",
  "ünïcødé",
  "' OR 1=1 --",
  "a".repeat(2_000),
];
const POST_ROUTES: Record<string, Record<string, unknown>> = {
  "/api/processing/pre/": { plans: ["vpn-plus-1y"], currency: "USD", country: "US", provider: "card", email: "fuzz@example.com" },
  "/api/users/auth/login/": { language: "en", login_target: "/payment/" },
  "/api/users/trusted-token/": { trusted_pass_token: "fuzz" },
  "/api/carts/{id}/account/password/": { password: "a-long-sandbox-password" },
  "/api/csp-report/": { "csp-report": { "document-uri": "http://localhost/", "violated-directive": "script-src" } },
};
const JUNK: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  "",
  "x".repeat(5_000),
  [],
  {},
  [[[[[]]]]],
  { __proto__: { polluted: 1 } },
  "💳",
  "\u0000",
];

function junk(random: Random): string {
  const alphabet = "aZ09-_.~%&=?#/[]{}\"'<>\\ +,;:@!$()*\u00e9\u4e2d\ud83d\udcb3";
  return Array.from({ length: random.int(40) }, () => random.pick([...alphabet])).join("");
}

function value(random: Random): string {
  return random.next() < 0.7 ? random.pick(VALUES) : junk(random);
}

/** One to six parameters, mostly known names; a value is percent-encoded or sent as it is. */
function queryString(random: Random): string {
  const pairs = Array.from({ length: 1 + random.int(6) }, () => {
    const name = random.next() < 0.85 ? random.pick(PARAMETERS) : junk(random);
    const raw = value(random);
    return `${encodeURIComponent(name)}=${random.next() < 0.8 ? encodeURIComponent(raw) : raw.replace(/[#\s]/g, "")}`;
  });
  return pairs.join("&");
}

function prefix(random: Random): string {
  const roll = random.next();
  if (roll < 0.5) return "";
  if (roll < 0.95) return `/${random.pick(LOCALES)}`;
  return `/${encodeURIComponent(junk(random)) || "xx"}`;
}

function fill(route: string, random: Random): string {
  return route
    .replace("{id}", encodeURIComponent(random.next() < 0.5 ? junk(random) || "c" : `cart-${random.int(1e6)}`))
    .replace("{kind}", random.pick(["regular", "card", "express", "💳", "..", "x".repeat(300)]));
}

/** A valid body with some of its fields replaced, removed or added, or no JSON at all. */
function mangle(base: Record<string, unknown>, random: Random): string {
  const roll = random.next();
  if (roll < 0.1) return junk(random);
  if (roll < 0.15) return "";
  const body: Record<string, unknown> = structuredClone(base);
  const keys = Object.keys(body);
  for (let change = 1 + random.int(3); change > 0; change--) {
    const key = random.next() < 0.8 && keys.length > 0 ? random.pick(keys) : junk(random);
    const action = random.next();
    if (action < 0.2) delete body[key];
    else if (action < 0.6) body[key] = random.pick(JUNK);
    else body[key] = value(random);
  }
  return JSON.stringify(random.next() < 0.05 ? [body] : body);
}

export function fuzzRequests(count: number, seed: number, appOrigin: string): FuzzRequest[] {
  const random = randomSource(seed);
  const own = { origin: appOrigin, "sec-fetch-site": "same-origin" };
  return Array.from({ length: count }, (): FuzzRequest => {
    const kind = random.next();
    if (kind < 0.5) return { method: "GET", path: `${prefix(random)}${random.pick(PAGES)}?${queryString(random)}` };
    if (kind < 0.7) return { method: "GET", path: `${fill(random.pick(GET_ROUTES), random)}?${queryString(random)}` };
    const [route, base] = random.pick(Object.entries(POST_ROUTES));
    const contentType = random.pick([
      "application/json",
      "application/json",
      "application/csp-report",
      "text/plain",
      "application/x-www-form-urlencoded",
    ]);
    return {
      method: "POST",
      path: fill(route, random),
      headers: { ...own, "content-type": contentType, "idempotency-key": `fuzz-${seed}-${random.int(1e9)}-0000000000` },
      body: mangle(base, random),
    };
  });
}

/** Sends the requests over a few connections at once and tallies the answers. */
export async function runFuzz(appOrigin: string, { count = 10_000, seed = 20261124, concurrency = 8 } = {}): Promise<FuzzResult> {
  const requests = fuzzRequests(count, seed, appOrigin);
  const byStatus: Record<string, number> = {};
  const failures: FuzzResult["failures"] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      let status: number | "no answer";
      try {
        const response = await fetch(new URL(request.path, appOrigin), {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: "manual",
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = "no answer";
      }
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      if (status === "no answer" || status >= 500) {
        failed += 1;
        if (failures.length < 10) failures.push({ method: request.method, path: request.path.slice(0, 200), status });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { seed, requests: requests.length, byStatus, failures, failed };
}
