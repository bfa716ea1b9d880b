/**
 * `npm run bench`: the one performance report. Speed and memory are ratios against baselines
 * measured in the same run on the same machine, so the numbers mean the same on a fast laptop
 * and a busy CI box. Prints a table, writes bench/results.json, and exits non-zero when a budget
 * (issue 9, ARCHITECTURE section 7) is missed.
 *
 *  - Pricing: the sandbox's getPackagePlans median.
 *  - Server rendering: /payment/ against a bare Next.js page (bench/baseline-app) at 1 and 20
 *    connections, both production builds served by `next start`.
 *  - JavaScript: what a cold load of /payment/ transfers in Chromium, with Sentry configured.
 *  - Lighthouse mobile for /payment/, / and /success/.
 *  - Memory of the app server after warm-up, after 60 s of load, and of the bare server.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_PATH } from "../e2e/chromium";
import { startSandbox } from "../sandbox/src/server";
import { measureJsBytes } from "./bench/js-bytes";
import { measureLighthouse, type LighthouseResult } from "./bench/lighthouse";
import { measureLoad, type LoadResult } from "./bench/load";
import { residentMiB } from "./bench/memory";
import { budget, printTable } from "./bench/report";

const root = path.resolve(__dirname, "..");
const nextBin = path.join(root, "node_modules/.bin/next");
const APP_PORT = 3200;
const BARE_PORT = 3201;
const PRICING_QUERY = readFileSync(path.join(root, "src/features/plans/get-package-plans.graphql"), "utf8");

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function build(dir: string) {
  const result = spawnSync(nextBin, ["build", dir], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`next build ${dir} failed`);
}

async function serve(dir: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(nextBin, ["start", dir, "-p", String(port)], { cwd: root, env: { ...process.env, ...env }, stdio: "ignore" });
  for (let attempt = 0; attempt < 150; attempt++) {
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

/** Accepts whatever Sentry sends, so the app runs with error reporting configured. */
async function startSentrySink(): Promise<{ server: Server; dsn: string }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(200, { "access-control-allow-origin": "*" }).end("{}"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { server, dsn: `http://public@127.0.0.1:${port}/1` };
}

const kib = (bytes: number) => bytes / 1024;
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const loadRow = (result: LoadResult) =>
  `${fixed(result.requestsPerSecond, 0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`;
const lighthouseRow = (result: LighthouseResult) =>
  `score ${result.score}, LCP ${fixed(result.lcpMs, 0)} ms, TBT ${fixed(result.tbtMs, 0)} ms, CLS ${fixed(result.cls, 3)}`;

async function main() {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`The bench needs Chromium at ${CHROMIUM_PATH}: sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  const started = Date.now();
  const appOrigin = `http://localhost:${APP_PORT}`;
  const sandbox = await startSandbox({ port: 0, dataDir: mkdtempSync(path.join(tmpdir(), "bench-")), log: false, appOrigins: [appOrigin] });
  const sink = await startSentrySink();
  const children: ChildProcess[] = [];
  try {
    // Pricing, on the sandbox alone.
    const plansQuery = async () => {
      const response = await fetch(`${sandbox.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: PRICING_QUERY,
          variables: { countryCode: "US", currencyCode: "USD", packageId: "vpn", coupon: "SAVE20", crossSellPackageId: "vpn-cross-sell" },
        }),
      });
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    };
    for (let i = 0; i < 20; i++) await plansQuery();
    const planSamples: number[] = [];
    for (let i = 0; i < 300; i++) {
      const start = performance.now();
      await plansQuery();
      planSamples.push(performance.now() - start);
    }

    build(".");
    build("bench/baseline-app");
    const app = await serve(".", APP_PORT, {
      PRICING_API_URL: `${sandbox.url}/graphql`,
      CHECKOUT_API_URL: sandbox.url,
      GATEWAY_URL: `${sandbox.url}/gateway`,
      APP_BASE_URL: appOrigin,
      NEXT_PUBLIC_SENTRY_DSN: sink.dsn,
    });
    children.push(app);
    const bare = await serve("bench/baseline-app", BARE_PORT, {});
    children.push(bare);

    const paymentUrl = `${appOrigin}/payment/?product=vpn`;
    const bareUrl = `http://localhost:${BARE_PORT}/`;
    const ssr = {
      app1: await measureLoad(paymentUrl, 1, 10),
      bare1: await measureLoad(bareUrl, 1, 10),
      app20: await measureLoad(paymentUrl, 20, 10),
      bare20: await measureLoad(bareUrl, 20, 10),
    };
    const memoryAfterWarmUp = residentMiB(app.pid ?? 0);
    const soak = await measureLoad(paymentUrl, 8, 60);
    const memoryAfterLoad = residentMiB(app.pid ?? 0);
    const bareMemory = residentMiB(bare.pid ?? 0);

    const js = { app: await measureJsBytes(paymentUrl), bare: await measureJsBytes(bareUrl) };
    const lighthouse = {
      payment: await measureLighthouse(paymentUrl),
      home: await measureLighthouse(`${appOrigin}/`),
      success: await measureLighthouse(`${appOrigin}/success/`),
    };

    const ratio20 = ssr.app20.requestsPerSecond / ssr.bare20.requestsPerSecond;
    const ratio1 = ssr.app1.requestsPerSecond / ssr.bare1.requestsPerSecond;
    const loadErrors = [ssr.app1, ssr.app20, ssr.bare1, ssr.bare20, soak].reduce((sum, run) => sum + run.errors + run.non2xx, 0);
    const budgets = [
      budget("/payment/ SSR throughput / bare page's, 20 connections", ratio20, "min", 0.25),
      budget("/payment/ initial JS minus the bare page's, KiB gzip", kib(js.app.beforeLoad - js.bare.beforeLoad), "max", 60),
      budget("Lighthouse /payment/ performance score", lighthouse.payment.score, "min", 95),
      budget("Lighthouse /payment/ TBT, ms", lighthouse.payment.tbtMs, "max", 150),
      budget("Lighthouse /payment/ LCP, ms", lighthouse.payment.lcpMs, "max", 2500),
      budget("Lighthouse /payment/ CLS", lighthouse.payment.cls, "max", 0.02),
      budget("memory after 60 s of load / after warm-up", memoryAfterLoad / memoryAfterWarmUp, "max", 1.2),
      budget("memory after load / bare server's", memoryAfterLoad / bareMemory, "max", 1.5),
      budget("failed or non-2xx requests under load", loadErrors, "max", 0),
    ];

    const cpu = cpus()[0]?.model ?? "unknown";
    console.log(`\nnpm run bench — ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpu}\n`);
    printTable([
      ["pricing getPackagePlans p50", `${fixed(percentile(planSamples, 50), 2)} ms (p95 ${fixed(percentile(planSamples, 95), 2)} ms)`],
      ["SSR /payment/, 1 connection", loadRow(ssr.app1)],
      ["SSR bare page, 1 connection", loadRow(ssr.bare1)],
      ["SSR ratio, 1 connection", `${fixed(ratio1, 3)} ×`],
      ["SSR /payment/, 20 connections", loadRow(ssr.app20)],
      ["SSR bare page, 20 connections", loadRow(ssr.bare20)],
      ["SSR ratio, 20 connections", `${fixed(ratio20, 3)} ×`],
      ["JS /payment/ before load / total", `${fixed(kib(js.app.beforeLoad))} / ${fixed(kib(js.app.total))} KiB gzip (${js.app.files} files, Sentry configured)`],
      ["JS bare page before load / total", `${fixed(kib(js.bare.beforeLoad))} / ${fixed(kib(js.bare.total))} KiB gzip`],
      ["Lighthouse mobile /payment/", lighthouseRow(lighthouse.payment)],
      ["Lighthouse mobile /", lighthouseRow(lighthouse.home)],
      ["Lighthouse mobile /success/", lighthouseRow(lighthouse.success)],
      ["memory app after warm-up", `${fixed(memoryAfterWarmUp, 0)} MiB`],
      ["memory app after 60 s of load", `${fixed(memoryAfterLoad, 0)} MiB (${fixed(soak.requestsPerSecond, 0)} req/s, 8 connections)`],
      ["memory bare server", `${fixed(bareMemory, 0)} MiB`],
    ]);
    console.log("\nbudgets");
    printTable(budgets.map((row) => [`  ${row.pass ? "pass" : "FAIL"}  ${row.name}`, `${row.value} (limit ${row.limit})`]));

    const results = {
      date: new Date().toISOString(),
      command: "npm run bench",
      machine: { node: process.version, cpu, cores: cpus().length },
      seconds: Math.round((Date.now() - started) / 1000),
      pricing: { getPackagePlansP50Ms: percentile(planSamples, 50), getPackagePlansP95Ms: percentile(planSamples, 95) },
      ssr: { ...ssr, ratio1, ratio20 },
      javascript: { paymentBytes: js.app, bareBytes: js.bare },
      lighthouse,
      memoryMiB: { appAfterWarmUp: memoryAfterWarmUp, appAfterLoad: memoryAfterLoad, bare: bareMemory, loadRun: soak },
      budgets,
    };
    writeFileSync(path.join(root, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nwrote bench/results.json in ${results.seconds} s`);
    if (budgets.some((row) => !row.pass)) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill();
    sink.server.close();
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
