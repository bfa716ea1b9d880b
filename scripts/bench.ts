/**
 * `npm run bench`: speed and memory as ratios against baselines measured in the same run on the
 * same machine, so the numbers mean the same on a fast laptop and a busy CI box.
 *
 *  1. Pricing: getPackagePlans (VPN with a coupon and cross-sells) against `{ __typename }` on
 *     the same sandbox server; the median in ms is reported too (issue 3: well under 10 ms).
 *  2. Server rendering: /payment/ requests per second against a bare Next.js page (bench/
 *     baseline-app), both production builds served by `next start`.
 *  3. JavaScript: the gzip bytes of the scripts /payment/ loads against the bare page's.
 *  4. Memory: the resident size of the app server after the load against the bare page's.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startSandbox } from "../sandbox/src/server";

const root = path.resolve(__dirname, "..");
const nextBin = path.join(root, "node_modules/.bin/next");
const PRICING_QUERY = readFileSync(path.join(root, "src/features/plans/get-package-plans.graphql"), "utf8");
const FRAGMENTS = readdirSync(path.join(root, "src/features/plans"))
  .filter((name) => name.endsWith(".graphql") && name !== "get-package-plans.graphql")
  .map((name) => readFileSync(path.join(root, "src/features/plans", name), "utf8"))
  .join("\n");

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timeEach(count: number, run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function throughput(url: string, total: number, concurrency: number): Promise<number> {
  for (let i = 0; i < 20; i++) await (await fetch(url)).text();
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        await response.text();
      }
    }),
  );
  return total / ((performance.now() - start) / 1000);
}

async function scriptBytes(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? "");
  let bytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes;
}

/** Resident memory of a process and its children, in MiB (Linux). */
function residentMiB(pid: number): number {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
  let kib = 0;
  for (const id of [String(pid), ...children]) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // The process has gone.
    }
  }
  return kib / 1024;
}

function build(dir: string) {
  const result = spawnSync(nextBin, ["build", dir], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`next build ${dir} failed`);
}

async function serve(dir: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(nextBin, ["start", dir, "-p", String(port)], { cwd: root, env: { ...process.env, ...env }, stdio: "ignore" });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`http://localhost:${port}/`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error(`next start ${dir} did not come up`);
}

const ratio = (value: number) => value.toFixed(2);

async function main() {
  const sandbox = await startSandbox({ port: 0, dataDir: mkdtempSync(path.join(tmpdir(), "bench-")), log: false, appOrigins: ["http://localhost:3200"] });
  const children: ChildProcess[] = [];
  try {
    const graphql = (query: string, variables: Record<string, unknown> = {}) => async () => {
      const response = await fetch(`${sandbox.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    };
    const plans = await timeEach(300, graphql(`${PRICING_QUERY}\n${FRAGMENTS}`, {
      countryCode: "US", currencyCode: "USD", packageId: "vpn", coupon: "SAVE20", crossSellPackageId: "vpn-cross-sell",
    }));
    const trivial = await timeEach(300, graphql("{ __typename }"));
    const plansMedian = percentile(plans, 50);
    console.log(`pricing  getPackagePlans median ${plansMedian.toFixed(2)} ms, p95 ${percentile(plans, 95).toFixed(2)} ms`);
    console.log(`pricing  ratio to a trivial query on the same server: ${ratio(plansMedian / percentile(trivial, 50))}x`);

    build(".");
    build("bench/baseline-app");
    const sandboxEnv = { PRICING_API_URL: `${sandbox.url}/graphql`, CHECKOUT_API_URL: sandbox.url, GATEWAY_URL: `${sandbox.url}/gateway`, APP_BASE_URL: "http://localhost:3200" };
    const app = await serve(".", 3200, sandboxEnv);
    children.push(app);
    const baseline = await serve("bench/baseline-app", 3201, {});
    children.push(baseline);

    const paymentUrl = "http://localhost:3200/payment/?product=vpn&product_period=1y&coupon=SAVE20";
    const appRps = await throughput(paymentUrl, 400, 8);
    const baseRps = await throughput("http://localhost:3201/", 400, 8);
    console.log(`ssr      /payment/ ${appRps.toFixed(0)} req/s, bare page ${baseRps.toFixed(0)} req/s: ${ratio(appRps / baseRps)}x the baseline's throughput`);

    const appJs = await scriptBytes(paymentUrl);
    const baseJs = await scriptBytes("http://localhost:3201/");
    console.log(`js       /payment/ loads ${(appJs / 1024).toFixed(1)} KiB gzip, bare page ${(baseJs / 1024).toFixed(1)} KiB: ${ratio(appJs / baseJs)}x`);

    const appMem = residentMiB(app.pid ?? 0);
    const baseMem = residentMiB(baseline.pid ?? 0);
    console.log(`memory   app server ${appMem.toFixed(0)} MiB after load, bare page server ${baseMem.toFixed(0)} MiB: ${ratio(appMem / baseMem)}x`);
  } finally {
    for (const child of children) child.kill();
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
