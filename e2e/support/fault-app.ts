import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { closedPort } from "../../src/test/closed-port";

/** A port free right now. */
export const freePort = closedPort;

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
  let output = "";
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/next"), ["start", "-p", String(port)], {
    cwd: root,
    env: { ...process.env, ...env, APP_BASE_URL: url, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the fault suite's app stopped:\n${output}`);
    try {
      await fetch(`${url}/`, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
      break;
    } catch {
      if (tries > 120) throw new Error(`the fault suite's app did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
