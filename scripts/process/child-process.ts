/**
 * The one way the scripts and the end-to-end suite run processes beside themselves (`next start`,
 * `next build`, the sandbox, redis-server, HAProxy): start one, wait until it answers, stop it,
 * and never leave one behind.
 *
 * Each child runs in a process group of its own, so stopping it also stops what it started
 * (tsx runs the script in a second node process, `next start` may fork). Stopping is SIGTERM,
 * then SIGKILL once the grace period is over: a server that hangs in its shutdown, or ignores
 * SIGTERM, still goes. A child still running when this process exits is killed then; a script
 * that calls `shutdownOnSignals` also stops its children, gracefully, on Ctrl-C or a SIGTERM.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";

export interface StartOptions {
  /** Its name in messages and in echoed lines; the command's by default. */
  name?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * What this process shows of the child's output, which is kept either way (`output()`):
   * nothing (the default), its stderr, or every line on stdout prefixed with its name. "inherit"
   * hands it this process's terminal instead: nothing is kept, and no line can be waited for.
   */
  show?: "none" | "stderr" | "prefixed" | "inherit";
  /** How long it has to exit after SIGTERM before SIGKILL; 5 s. */
  graceMs?: number;
  /** How much of its latest output is kept, in characters; 64 Ki. */
  keepChars?: number;
}

export interface WaitOptions {
  /** How long to wait before giving up (and stopping the child); 60 s. */
  timeoutMs?: number;
  /** What is awaited, for the message when it does not happen. */
  what?: string;
}

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  /** The latest of what it wrote to stdout and stderr. */
  output: () => string;
  /** Calls `listener` with every whole line it writes from now on; returns a function that stops that. */
  onLine: (listener: (line: string) => void) => () => void;
  running: () => boolean;
  /** Its exit code, or the signal that ended it, once it has exited. */
  exited: Promise<number | NodeJS.Signals>;
  /**
   * Resolves once `ready` answers true, asked every 200 ms. When the child exits first or time
   * runs out, stops it and rejects with its output.
   */
  waitUntil: (ready: () => boolean | Promise<boolean>, options?: WaitOptions) => Promise<void>;
  /** `waitUntil` the URL answers: any HTTP answer, or one `accept` takes. */
  waitForUrl: (url: string, options?: WaitOptions & { accept?: (response: Response) => boolean }) => Promise<void>;
  /** `waitUntil` a line of its output matches; resolves with that line (one written before the call counts too). */
  waitForLine: (pattern: RegExp, options?: WaitOptions) => Promise<string>;
  /** SIGTERM to it and its process group, SIGKILL after the grace period; resolves once it has exited. */
  stop: () => Promise<void>;
  /** SIGKILL at once, as a crash or the out-of-memory killer does; resolves once it has exited. */
  kill: () => Promise<void>;
}

const DEFAULT_GRACE_MS = 5_000;
const DEFAULT_KEEP_CHARS = 64 * 1024;
const POLL_MS = 200;

type ShutdownTask = () => Promise<void> | void;
const shutdownTasks = new Set<ShutdownTask>();
const running = new Set<RunningProcess>();
let killOnExitInstalled = false;

/** Registers `task` to run on `shutdown()`; returns a function that unregisters it. */
export function onShutdown(task: ShutdownTask): () => void {
  shutdownTasks.add(task);
  return () => shutdownTasks.delete(task);
}

let shuttingDown: Promise<void> | undefined;

/**
 * Stops every child still running and runs every task registered with `onShutdown`, the latest
 * first; one that fails does not stop the rest. Called from several exit paths at once (a signal
 * while the run fails), it runs only once.
 */
export function shutdown(): Promise<void> {
  shuttingDown ??= (async () => {
    for (const task of [...shutdownTasks].reverse()) {
      shutdownTasks.delete(task);
      try {
        await task();
      } catch (error) {
        console.error("stopping failed:", error);
      }
    }
  })();
  return shuttingDown;
}

/**
 * On Ctrl-C, SIGTERM or a closed terminal (and with `errors`, on an error nothing awaited): says
 * so, runs `shutdown()`, then exits as the signal would (1 for an error).
 */
export function shutdownOnSignals(label: string, { errors = false }: { errors?: boolean } = {}): void {
  const exit = (reason: string, code: number) => {
    console.error(`\n${label}: ${reason}, stopping everything it started`);
    void shutdown().finally(() => process.exit(code));
  };
  const codes: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  for (const [signal, code] of Object.entries(codes)) process.once(signal, () => exit(signal, code));
  if (!errors) return;
  process.on("uncaughtException", (error) => {
    console.error(error);
    exit("uncaught error", 1);
  });
  process.on("unhandledRejection", (error) => {
    console.error(error);
    exit("unhandled rejection", 1);
  });
}

/** The last resort: whatever is still running when this process exits is killed with it. */
function killChildrenOnExit(): void {
  if (killOnExitInstalled) return;
  killOnExitInstalled = true;
  process.on("exit", () => {
    for (const started of running) if (started.running()) signalGroup(started.pid, "SIGKILL");
  });
}

/** `signal` to the process group `leader` leads: the child and everything it started. */
function signalGroup(leader: number, signal: NodeJS.Signals | 0): boolean {
  // Never 0 or -1 (this process's group, or every process this user may signal).
  if (!(leader > 1)) return false;
  try {
    process.kill(-leader, signal);
    return true;
  } catch {
    // Already gone.
    return false;
  }
}

/** Whether anything of the group is left (only asked while its leader is ours, or just was). */
const groupAlive = (leader: number) => signalGroup(leader, 0);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `command` in a process group of its own; see the module's comment for how it stops. */
export function startProcess(command: string, args: string[], options: StartOptions = {}): RunningProcess {
  const name = options.name ?? command.split("/").at(-1) ?? command;
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const keepChars = options.keepChars ?? DEFAULT_KEEP_CHARS;
  const inherit = options.show === "inherit";
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ["ignore", inherit ? "inherit" : "pipe", inherit ? "inherit" : "pipe"],
    detached: true,
  });

  let output = "";
  const lines: string[] = [];
  const lineListeners = new Set<(line: string) => void>();
  const keep = (text: string) => {
    output = (output + text).slice(-keepChars);
  };
  const readLines = (stream: NodeJS.ReadableStream | null, show: (line: string) => void) => {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (text: string) => {
      keep(text);
      const parts = (rest + text).split("\n");
      rest = parts.pop() ?? "";
      for (const line of parts) {
        show(line);
        lines.push(line);
        if (lines.length > 1_000) lines.shift();
        for (const listener of lineListeners) listener(line);
      }
    });
  };
  const showLine = (stream: "stdout" | "stderr") => (line: string) => {
    if (options.show === "prefixed" && line !== "") process.stdout.write(`[${name}] ${line}\n`);
    if (options.show === "stderr" && stream === "stderr") process.stderr.write(`${line}\n`);
  };
  readLines(child.stdout, showLine("stdout"));
  readLines(child.stderr, showLine("stderr"));
  child.on("error", (error) => keep(`${error.message}\n`));

  const exited = new Promise<number | NodeJS.Signals>((resolve) => {
    // "close" rather than "exit": by then its output has been read to the end. A command that
    // cannot start at all has "error" and then "close".
    child.once("close", (code, signal) => resolve(code ?? signal ?? 1));
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null && child.pid !== undefined;

  const stop = async () => {
    if (!isRunning()) return void (await exited);
    const deadline = Date.now() + graceMs;
    signalGroup(child.pid!, "SIGTERM");
    // The rest of the group gets the same grace: a server that exits at once may leave a worker
    // behind that ignores SIGTERM.
    while ((isRunning() || groupAlive(child.pid!)) && Date.now() < deadline) await pause(25);
    if (isRunning() || groupAlive(child.pid!)) signalGroup(child.pid!, "SIGKILL");
    await exited;
  };
  const kill = async () => {
    if (isRunning()) signalGroup(child.pid!, "SIGKILL");
    await exited;
  };

  const waitUntil = async (ready: () => boolean | Promise<boolean>, { timeoutMs = 60_000, what = "ready" }: WaitOptions = {}) => {
    const deadline = Date.now() + timeoutMs;
    const isReady = async () => {
      try {
        return await ready();
      } catch {
        return false;
      }
    };
    while (!(await isReady())) {
      if (!isRunning()) {
        await stop();
        throw new Error(`${name} exited (${String(await exited)}) before it was ${what}:\n${output}`);
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${name} was not ${what} within ${timeoutMs / 1000} s:\n${output}`);
      }
      await pause(POLL_MS);
    }
  };

  const started: RunningProcess = {
    name,
    child,
    pid: child.pid ?? -1,
    output: () => output,
    onLine: (listener) => {
      lineListeners.add(listener);
      return () => lineListeners.delete(listener);
    },
    running: isRunning,
    exited,
    waitUntil,
    waitForUrl: (url, { accept = () => true, ...options } = {}) =>
      waitUntil(async () => accept(await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) })), {
        what: `answering on ${url}`,
        ...options,
      }),
    waitForLine: async (pattern, options = {}) => {
      let found = lines.find((line) => pattern.test(line));
      const unsubscribe = started.onLine((line) => {
        if (found === undefined && pattern.test(line)) found = line;
      });
      try {
        await waitUntil(() => found !== undefined, { what: `saying ${String(pattern)}`, ...options });
      } finally {
        unsubscribe();
      }
      return found!;
    },
    stop,
    kill,
  };

  running.add(started);
  const unregister = onShutdown(stop);
  killChildrenOnExit();
  void exited.then(() => {
    running.delete(started);
    unregister();
  });
  return started;
}

/** Runs a command to its end, quietly; when it fails, shows its output and throws. */
export async function runToEnd(command: string, args: string[], options: Omit<StartOptions, "show"> = {}): Promise<void> {
  const started = startProcess(command, args, { keepChars: 1024 * 1024, ...options });
  const status = await started.exited;
  if (status !== 0) {
    process.stderr.write(started.output());
    throw new Error(`${command} ${args.join(" ")} failed (exit ${status})`);
  }
}

/** A TCP port free right now, for a server this process is about to start. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
