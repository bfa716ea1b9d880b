/**
 * The app and the bare baseline are built and served the same way (`next build`, `next start`
 * on a free port, with the process settings of production: scripts/server-process-env.ts), so
 * the ratios between them compare the pages, not the ways of serving.
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { nextStart } from "../server-process-env";
import { freePort, runToEnd, startProcess } from "./processes";

const root = path.resolve(__dirname, "../..");
const nextBin = path.join(root, "node_modules/.bin/next");

export interface NextServer {
  origin: string;
  process: ChildProcess;
  pid: number;
  /** Lines the server logged as errors so far: the logger's `"level":"error"`, Next's `⨯`, anything unhandled. */
  errorLines(): string[];
}

const ERROR_LINE = /"level":"error"|⨯|unhandled|uncaught/i;

export async function buildNext(dir: string): Promise<void> {
  await runToEnd(nextBin, ["build", dir], root);
}

/** `next start` on a free port; resolves once it answers, rejects if it exits or stays silent. */
export async function startNext(dir: string, env: Record<string, string> = {}, port?: number): Promise<NextServer> {
  const listenOn = port ?? (await freePort());
  const origin = `http://localhost:${listenOn}`;
  const start = nextStart({ ...process.env, ...env }, { port: listenOn, dir });
  const child = startProcess(nextBin, start.args, {
    cwd: root,
    env: start.env,
    output: "capture",
  });
  const errors: string[] = [];
  let rest = "";
  const watch = (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (ERROR_LINE.test(line)) errors.push(line);
  };
  child.stdout?.on("data", watch);
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    watch(chunk);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`next start ${dir} exited (${child.exitCode ?? child.signalCode})`);
    try {
      await fetch(`${origin}/`, { redirect: "manual" });
      return { origin, process: child, pid: child.pid!, errorLines: () => [...errors] };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`next start ${dir} did not answer on ${origin} within 60 s`);
}
