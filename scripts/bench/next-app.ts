/**
 * The app and the bare baseline are built and served the same way (`next build`, `next start`
 * on a free port, with the process settings of production: scripts/server-process-env.ts), so
 * the ratios between them compare the pages, not the ways of serving.
 */
import path from "node:path";
import { freePort, runToEnd, startProcess, type RunningProcess } from "../process/child-process";
import { nextStart } from "../server-process-env";

const root = path.resolve(__dirname, "../..");
const nextBin = path.join(root, "node_modules/.bin/next");

export interface NextServer {
  origin: string;
  process: RunningProcess;
  pid: number;
  /** Lines the server logged as errors so far: the logger's `"level":"error"`, Next's `⨯`, anything unhandled. */
  errorLines(): string[];
}

const ERROR_LINE = /"level":"error"|⨯|unhandled|uncaught/i;

export async function buildNext(dir: string): Promise<void> {
  await runToEnd(nextBin, ["build", dir], { cwd: root });
}

/** `next start` on a free port; resolves once it answers, rejects (having stopped it) if it exits or stays silent. */
export async function startNext(dir: string, env: Record<string, string> = {}, port?: number): Promise<NextServer> {
  const listenOn = port ?? (await freePort());
  const origin = `http://localhost:${listenOn}`;
  const start = nextStart({ ...process.env, ...env }, { port: listenOn, dir });
  const server = startProcess(nextBin, start.args, { name: `next start ${dir}`, cwd: root, env: start.env, show: "stderr" });
  const errors: string[] = [];
  server.onLine((line) => {
    if (ERROR_LINE.test(line)) errors.push(line);
  });
  await server.waitForUrl(`${origin}/`);
  return { origin, process: server, pid: server.pid, errorLines: () => [...errors] };
}
