import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as playwrightRequest, type Page } from "@playwright/test";
import autocannon from "autocannon";
import { PIN_COOKIE, SERVED_BY_HEADER } from "../scripts/scale/haproxy-config";
import { startScaleOut, type ScaleOut } from "../scripts/scale/scale-out";
import { RATE_LIMITS } from "../src/server/rate-limit/route-limits";
import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { PaymentPage } from "./pages/payment-page";
import { processingAnswers, readOrder } from "./support/api";

// The app is stateless. Two replicas of one build behind HAProxy, sharing
// rate-limit counters in Redis (Debian's haproxy and redis-server: .ci/run installs them; without
// them these tests fail saying how to install them), started by the same code as
// `npm run scale:local`. Ports: E2E_SCALE_PORT (the balancer), E2E_SCALE_REPLICA_PORTS,
// E2E_SCALE_REDIS_PORT and E2E_SCALE_SANDBOX_PORT, by default beside the suite's own.
const APP_PORT = Number(process.env.E2E_APP_PORT || 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || 4100);
const PORTS = {
  balancer: Number(process.env.E2E_SCALE_PORT || APP_PORT + 700),
  replicas: (process.env.E2E_SCALE_REPLICA_PORTS || `${APP_PORT + 701},${APP_PORT + 702}`).split(",").map(Number),
  redis: Number(process.env.E2E_SCALE_REDIS_PORT || APP_PORT + 3290),
  sandbox: Number(process.env.E2E_SCALE_SANDBOX_PORT || SANDBOX_PORT + 700),
};
const BALANCER = `http://localhost:${PORTS.balancer}`;
const PAYMENT = "/payment/?product=vpn&product_period=1y";

interface Answer {
  path: string;
  /** The replica the request was pinned to by its cookie. */
  pinned: string | undefined;
  /** The replica that answered (HAProxy's X-Served-By). */
  replica: string;
}

/** The page's own documents and API calls through the balancer (static files may come from the cache). */
function answersOf(page: Page): Answer[] {
  const answers: Answer[] = [];
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(BALANCER) || !["document", "fetch", "xhr"].includes(type)) return;
    const cookie = (await response.request().headerValue("cookie")) ?? "";
    const pinned = new RegExp(`(?:^|;\\s*)${PIN_COOKIE}=(\\w+)`).exec(cookie)?.[1];
    answers.push({ path: new URL(response.url()).pathname, pinned, replica: response.headers()[SERVED_BY_HEADER] ?? "none" });
  });
  return answers;
}

/** A login through the balancer from the loopback address `from` (all of 127/8 is this machine), without cookies; its status. */
function loginFrom(from: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: PORTS.balancer,
        path: "/login/?trusted_pass_token=tpt_not_a_real_one",
        localAddress: from,
        headers: { host: `localhost:${PORTS.balancer}`, ...headers },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

async function pinTo(page: Page, replica: string) {
  await page.context().addCookies([{ name: PIN_COOKIE, value: replica, url: BALANCER }]);
}

test.describe("two replicas behind HAProxy behave as one", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: BALANCER });

  let scaleOut: ScaleOut;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    scaleOut = await startScaleOut({ ports: PORTS });
  });

  test.afterAll(async () => {
    await scaleOut?.stop();
  });

  test("the balancer checks each replica's health route and spreads requests over both", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${BALANCER}/api/health/`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok" });
      seen.add(response.headers.get(SERVED_BY_HEADER) ?? "none");
    }
    expect([...seen].sort()).toEqual(["a", "b"]);
  });

  test("a shopper who logs in on replica A and pays on replica B completes one paid purchase", async ({ page }) => {
    test.setTimeout(90_000);
    const answers = answersOf(page);
    const carts = processingAnswers(page);

    await pinTo(page, "a");
    await new AccountArea(page).loginWith("tpt_new", PAYMENT);
    await expect(page.getByTestId("user-avatar")).toBeVisible();
    // The page on A finishes its own calls (a logged-in shopper's saved cards among them) before the
    // pin moves: a request in flight across the switch would carry either cookie.
    await page.waitForLoadState("networkidle");

    // Replica B has never seen this browser: the login lives in its cookies, not in a process.
    await pinTo(page, "b");
    const payment = new PaymentPage(page);
    await payment.goto(PAYMENT.slice("/payment/?".length));
    await new AccountArea(page).expectLoggedInAs("new@example.com");
    await payment.fillTaxZip();
    await payment.choose("card");
    await payment.fillCard({ number: "4242424242424242" });
    await payment.pay();
    await expect(page.getByTestId("success-total")).toBeVisible({ timeout: 20_000 });

    // Every answer came from the replica its request was pinned to: the login's from A, the payment's from B.
    expect(answers.filter(({ pinned, replica }) => pinned !== replica)).toEqual([]);
    expect(answers.filter(({ path }) => path === "/login/").map(({ replica }) => replica)).toEqual(["a"]);
    expect(answers.filter(({ path }) => path === "/api/processing/pre/").map(({ replica }) => replica)).toEqual(["b"]);
    expect(answers.filter(({ path }) => path === "/payment/").map(({ replica }) => replica)).toEqual(["a", "b"]);
    expect(carts).toHaveLength(1);
    // The order is the logged-in shopper's, read through either replica.
    await pinTo(page, "a");
    expect(await readOrder(page.request, BALANCER, carts[0]!)).toMatchObject({ status: "paid", email: "new@example.com" });
  });

  test("rate limits count across both replicas: refused at the configured count, not twice it", async () => {
    const limit = RATE_LIMITS.login.perSession;
    const client = await playwrightRequest.newContext();
    try {
      const answers: { status: number; replica: string }[] = [];
      for (let i = 0; i < limit + 4; i++) {
        const response = await client.get(`${BALANCER}/login/?trusted_pass_token=tpt_not_a_real_one`, { maxRedirects: 0 });
        answers.push({ status: response.status(), replica: response.headers()[SERVED_BY_HEADER] ?? "none" });
      }
      const allowed = answers.slice(0, limit);
      expect(allowed.map(({ status }) => status)).toEqual(Array(limit).fill(303));
      // Round-robin: each replica counted about half of the allowed logins, and knew the other's.
      expect(allowed.filter(({ replica }) => replica === "a").length).toBeGreaterThanOrEqual(limit / 2 - 1);
      expect(allowed.filter(({ replica }) => replica === "b").length).toBeGreaterThanOrEqual(limit / 2 - 1);
      const refused = answers.slice(limit);
      expect(refused.map(({ status }) => status)).toEqual(Array(refused.length).fill(429));
      expect(new Set(refused.map(({ replica }) => replica))).toEqual(new Set(["a", "b"]));
    } finally {
      await client.dispose();
    }
  });

  test("an address a client claims through the balancer moves no bucket: rotating it, or claiming another client's", async () => {
    test.setTimeout(60_000);
    // Before the Redis test below: with Redis down each replica counts alone.
    const ceiling = RATE_LIMITS.login.perAddress;
    // Each login a new session (no cookie), so only the address's ceiling counts. The client at
    // 127.0.0.6 claims, through every header a client could, to be 127.0.0.5 or a new address.
    const statuses: number[] = [];
    for (let i = 0; i < ceiling; i++) {
      const claimed = i % 2 === 0 ? "127.0.0.5" : `198.51.100.${i % 250}`;
      statuses.push(
        await loginFrom("127.0.0.6", {
          "cf-connecting-ip": claimed,
          "true-client-ip": claimed,
          "x-real-ip": claimed,
          forwarded: `for=${claimed}`,
          "x-forwarded-for": claimed,
        }),
      );
    }
    expect(statuses).toEqual(Array(ceiling).fill(303));
    // Every one of them was counted against the address the balancer saw.
    expect(await loginFrom("127.0.0.6", { "cf-connecting-ip": "203.0.113.77" })).toBe(429);
    // The address it claimed, which had sent nothing, is not locked out.
    expect(await loginFrom("127.0.0.5", {})).toBe(303);
  });

  test("Redis hanging or down holds no login: each replica counts alone until it is back", async () => {
    const client = await playwrightRequest.newContext();
    const redis = scaleOut.redis.child.pid!;
    // Far less than the page's backend budget: a login that waited for Redis would not make it.
    const login = async () =>
      (await client.get(`${BALANCER}/login/?trusted_pass_token=tpt_not_a_real_one`, { maxRedirects: 0, timeout: 5_000 })).status();
    try {
      expect(await login()).toBe(303);
      process.kill(redis, "SIGSTOP");
      try {
        expect([await login(), await login()]).toEqual([303, 303]);
      } finally {
        process.kill(redis, "SIGCONT");
      }
      await scaleOut.redis.kill();
      expect([await login(), await login()]).toEqual([303, 303]);
    } finally {
      await client.dispose();
    }
  });

  test("killing a replica under load loses no request: the balancer retries it on the other", async () => {
    test.setTimeout(90_000);
    const replicaB = scaleOut.replicas.find(({ name }) => name === "b")!;
    const TOTAL = 600;
    const KILL_AFTER = 150;
    let answered = 0;
    let killed = false;
    let startKill: () => void = () => undefined;
    const killTime = new Promise<void>((resolve) => (startKill = resolve));
    const beforeKill = new Set<string>();
    const afterKill: string[] = [];
    const onResponse = (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
      const replica = String(headers?.[SERVED_BY_HEADER] ?? "none");
      if (killed) afterKill.push(replica);
      else beforeKill.add(replica);
      answered += 1;
      if (answered === KILL_AFTER) startKill();
    };
    const load = autocannon({
      url: BALANCER,
      connections: 8,
      amount: TOTAL,
      requests: [
        { method: "GET", path: "/", onResponse },
        { method: "GET", path: "/products/?product_group=VPN", onResponse },
      ],
    });
    // Mid-load: a quarter of the requests answered, the rest still to come.
    await killTime;
    killed = true;
    await replicaB.part.kill();
    const result = await load;

    expect({ errors: result.errors, timeouts: result.timeouts, "4xx": result["4xx"], "5xx": result["5xx"] }).toEqual({
      errors: 0,
      timeouts: 0,
      "4xx": 0,
      "5xx": 0,
    });
    expect(result["2xx"] + result["3xx"]).toBe(TOTAL);
    expect(beforeKill).toEqual(new Set(["a", "b"]));
    // The shoppers kept being served after the kill, by the replica left.
    expect(afterKill.length).toBeGreaterThan(TOTAL / 2);
    expect(new Set(afterKill.slice(-20))).toEqual(new Set(["a"]));
  });
});
