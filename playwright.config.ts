import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_TEST_PATH } from "./e2e/chromium";
import type { EngineName } from "./e2e/engines/engine";

const APP_PORT = Number(process.env.E2E_APP_PORT || 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || 4100);
const APP_URL = `http://localhost:${APP_PORT}`;
// The second app server of e2e/upstream-faults.spec.ts, which pays through this sandbox too.
const FAULT_APP_PORT = Number(process.env.E2E_FAULT_APP_PORT || APP_PORT + 500);
process.env.E2E_FAULT_APP_PORT = String(FAULT_APP_PORT);

// The one spec that lays a page out in Chromium, Firefox and WebKit side by side.
const COMPARED = "cross-engine-layout.spec.ts";

// A fresh sandbox database for every run, so fixtures start as seeded.
const dataDir = process.env.E2E_SANDBOX_DATA_DIR || mkdtempSync(path.join(tmpdir(), "checkout-e2e-"));

export default defineConfig<object, { engineName: EngineName }>({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The HTML report keeps every attachment (the step screenshots of e2e/step-screenshots.spec.ts)
  // beside test-results/, for CI to keep as artefacts.
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  outputDir: "test-results",
  use: {
    baseURL: APP_URL,
    launchOptions: { executablePath: CHROMIUM_TEST_PATH, args: CHROMIUM_ARGS },
    // A failed test's trace keeps its actions, console, network and the failure's screenshot. DOM
    // snapshots and the screencast are recorded for every test, to be thrown away with the passing
    // ones: they cost the Chromium suite a fifth and a sixth of its time.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
  },
  // Chromium runs every spec; Firefox ESR and WebKitGTK run the cross-engine flows of e2e/engines/,
  // driven through their own protocols (e2e/engines/fixtures.ts). The layout comparison drives the
  // three engines in one test, so it is a project of its own: the Chromium suite
  // (`--project=chromium`) needs only Chromium. `--project=<name>` runs one alone.
  projects: [
    { name: "chromium", testIgnore: COMPARED, use: { browserName: "chromium", engineName: "chromium" } },
    { name: "engines-compared", testMatch: COMPARED, use: { browserName: "chromium", engineName: "chromium" } },
    { name: "firefox", testMatch: "engines/**/*.spec.ts", use: { engineName: "firefox" } },
    { name: "webkit", testMatch: "engines/**/*.spec.ts", use: { engineName: "webkit" } },
  ],
  webServer: {
    command: "tsx scripts/serve.ts",
    url: `${APP_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets scripts/serve.ts stop `next start` (a process group of its own) and the sandbox;
    // Playwright's default, SIGKILL to serve.ts's group, would leave `next start` on the port.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(APP_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_EXTRA_APP_ORIGINS: `http://localhost:${FAULT_APP_PORT}`,
      // The pending test card stays pending for two minutes instead of 5 s: a test settles it
      // (settlePending in e2e/support/api.ts) once it has seen the pending step, so no test waits
      // for a timer or races one on a busy machine. sandbox/test/cards.test.ts holds the 5 s.
      SANDBOX_PENDING_SETTLE_MS: "120000",
      APP_BASE_URL: APP_URL,
      // The sandbox stands in for a sister site that success_uri and redirect_uri may lead back to.
      ALLOWED_REDIRECT_ORIGINS: `http://127.0.0.1:${SANDBOX_PORT}`,
      // Analytics as production has it: the tag manager (unreachable here, so also proving that
      // harmless; e2e/analytics-scripts.spec.ts serves a stand-in) and the sandbox's tracking script.
      GTM_ID: "GTM-E2ETEST",
      TRACY_URL: `http://127.0.0.1:${SANDBOX_PORT}/tracy/tracy.js`,
      TRACY_PROJECT_ID: "e2e-checkout",
      // OpenTelemetry to the sandbox's stand-in collector (e2e/telemetry.spec.ts reads what it got).
      OTEL_COLLECTOR_URL: `http://127.0.0.1:${SANDBOX_PORT}/otel`,
      // The CDN's region header, as Cloudflare names it: it preselects a US or Canadian shopper's state.
      GEO_REGION_HEADER: "cf-region-code",
      PRICING_API_URL: "",
      CHECKOUT_API_URL: "",
      GATEWAY_URL: "",
    },
  },
});
