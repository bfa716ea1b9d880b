/**
 * The app and the bare baseline are built and served the same way (`next build`, `next start`
 * on a free port), so the ratios between them compare the pages, not the ways of serving.
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort, runToEnd, startProcess } from "./processes";

const root = path.resolve(__dirname, "../..");
const nextBin = path.join(root, "node_modules/.bin/next");

export interface NextServer {
  origin: string;
  process: ChildProcess;
  pid: number;
}

export async function buildNext(dir: string): Promise<void> {
  await runToEnd(nextBin, ["build", dir], root);
}

/** `next start` on a free port; resolves once it answers, rejects if it exits or stays silent. */
export async function startNext(dir: string, env: Record<string, string> = {}, port?: number): Promise<NextServer> {
  const listenOn = port ?? (await freePort());
  const origin = `http://localhost:${listenOn}`;
  const child = startProcess(nextBin, ["start", dir, "-p", String(listenOn)], { cwd: root, env: { ...process.env, ...env }, output: "stderr" });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`next start ${dir} exited (${child.exitCode ?? child.signalCode})`);
    try {
      await fetch(`${origin}/`, { redirect: "manual" });
      return { origin, process: child, pid: child.pid! };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`next start ${dir} did not answer on ${origin} within 60 s`);
}
