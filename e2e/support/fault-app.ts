import path from "node:path";
import { freePort, startProcess } from "../../scripts/process/child-process";

export interface FaultApp {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A second `next start` of the same build, its backends pointed at the fault proxies, so the suite
 * can break them without touching the app every other spec uses.
 */
export async function startFaultApp(env: Record<string, string>, { anyPort = false }: { anyPort?: boolean } = {}): Promise<FaultApp> {
  // The port the sandbox was told about (playwright.config.ts), so payments can return here;
  // a suite that pays nothing there takes any free port, so it can run beside the fault suite.
  const port = (!anyPort && Number(process.env.E2E_FAULT_APP_PORT)) || (await freePort());
  const url = `http://localhost:${port}`;
  const root = path.resolve(__dirname, "../..");
  const app = startProcess(path.join(root, "node_modules/.bin/next"), ["start", "-p", String(port)], {
    name: "the fault suite's app",
    cwd: root,
    env: { ...process.env, ...env, APP_BASE_URL: url, PORT: String(port) },
    // The specs search everything it logged for what must never be there.
    keepChars: Number.POSITIVE_INFINITY,
  });
  await app.waitForUrl(`${url}/`, { timeoutMs: 60_000 });
  return { url, output: app.output, stop: app.stop };
}
