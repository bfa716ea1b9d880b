/**
 * Everything the bench starts (builds, `next start` servers, browsers, the sandbox) registers a
 * way to stop it here, so nothing outlives the run: not on success, not when a step throws, and
 * not on Ctrl-C or a SIGTERM from CI. Ports are picked free at run time, because other
 * checkouts on the same machine may run their own bench at the same moment.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { processTree } from "./memory";

type StopTask = () => Promise<void> | void;
const stopTasks = new Set<StopTask>();

/** Registers `task` to run at the end of the bench; returns a function that unregisters it. */
export function onStop(task: StopTask): () => void {
  stopTasks.add(task);
  return () => stopTasks.delete(task);
}

let stopping: Promise<void> | undefined;

/**
 * Runs every registered stop task, the latest first; one that fails does not stop the rest.
 * Called from several exit paths at once (a signal while the run fails), it runs only once.
 */
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const task of [...stopTasks].reverse()) {
      stopTasks.delete(task);
      try {
        await task();
      } catch (error) {
        console.error("bench: stopping failed:", error);
      }
    }
  })();
  return stopping;
}

/**
 * On Ctrl-C, SIGTERM, a closed terminal, or an error nothing awaited: stop everything, then exit
 * as the signal would (1 for an error).
 */
export function installStopHandlers(): void {
  const exit = (reason: string, code: number) => {
    console.error(`\nbench: ${reason}, stopping everything it started`);
    void stopAll().finally(() => process.exit(code));
  };
  const codes: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  for (const [signal, code] of Object.entries(codes)) process.once(signal, () => exit(signal, code));
  process.on("uncaughtException", (error) => {
    console.error(error);
    exit("uncaught error", 1);
  });
  process.on("unhandledRejection", (error) => {
    console.error(error);
    exit("unhandled rejection", 1);
  });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** SIGTERM to the process and its descendants, SIGKILL to whatever is left after 5 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const pids = processTree(child.pid);
  const signal = (name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // Already gone.
      }
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Starts a command that stops with the bench; its stderr is shown, or both outputs captured. */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; output?: "stderr" | "capture" },
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ["ignore", options.output === "capture" ? "pipe" : "ignore", options.output === "capture" ? "pipe" : "inherit"],
  });
  const unregister = onStop(() => stopProcess(child));
  child.once("exit", unregister);
  return child;
}

/** Runs a command to its end, quietly; when it fails, shows its output and throws. */
export async function runToEnd(command: string, args: string[], cwd: string): Promise<void> {
  const child = startProcess(command, args, { cwd, output: "capture" });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => child.once("error", reject).once("close", resolve));
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(`${command} ${args.join(" ")} failed (exit ${code})`);
  }
}
