// @vitest-environment node
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, runToEnd, shutdown, startProcess, type RunningProcess } from "./child-process";

const root = path.resolve(__dirname, "../..");
const started: RunningProcess[] = [];

/** `node -e script` through the helper, stopped after the test whatever happens. */
function startNode(script: string, options: Parameters<typeof startProcess>[2] = {}): RunningProcess {
  const child = startProcess(process.execPath, ["-e", script], { name: "test child", ...options });
  started.push(child);
  return child;
}

/** Whether `pid` is a live process (a zombie waiting for its parent to read its status is not). */
function alive(pid: number): boolean {
  try {
    // The state follows the parenthesised command name in /proc/<pid>/stat.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat[stat.lastIndexOf(")") + 2] !== "Z";
  } catch {
    return false;
  }
}

async function eventuallyGone(pid: number, withinMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

const SERVER = (port: number, delayMs = 300) =>
  `setTimeout(() => require("node:http").createServer((q, s) => s.end("hello")).listen(${port}, "127.0.0.1"), ${delayMs});`;

afterEach(async () => {
  for (const child of started.splice(0)) await child.kill();
});

describe("the child-process helper", () => {
  it("starts a server, waits until its URL answers, and stops it", async () => {
    const port = await freePort();
    const server = startNode(SERVER(port));
    await server.waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000 });
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("hello");

    await server.stop();
    expect(server.running()).toBe(false);
    expect(await server.exited).toBe("SIGTERM");
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it("waits until a line appears, and keeps what the process wrote", async () => {
    const child = startNode(`console.error("starting"); setTimeout(() => console.log("ready on 4321"), 300); setInterval(() => {}, 1000);`);
    expect(await child.waitForLine(/^ready on (\d+)$/, { timeoutMs: 10_000 })).toBe("ready on 4321");
    // A line already written counts too.
    expect(await child.waitForLine(/starting/)).toBe("starting");
    expect(child.output()).toBe("starting\nready on 4321\n");
  });

  it("kills a process that ignores SIGTERM once the grace period is over", async () => {
    const stubborn = startNode(
      `process.on("SIGTERM", () => console.log("ignoring SIGTERM")); console.log("up"); setInterval(() => {}, 1000);`,
      { graceMs: 500 },
    );
    await stubborn.waitForLine(/^up$/, { timeoutMs: 10_000 });
    const startedAt = Date.now();
    await stubborn.stop();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(450);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(stubborn.output()).toContain("ignoring SIGTERM");
    expect(await stubborn.exited).toBe("SIGKILL");
    expect(alive(stubborn.pid)).toBe(false);
  });

  it("stops what the process started too", async () => {
    const parent = startNode(
      [
        `const script = 'process.on("SIGTERM", () => {}); console.log("ignoring SIGTERM"); setInterval(() => {}, 1000)';`,
        `const grandchild = require("node:child_process").spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "ignore"] });`,
        `grandchild.stdout.once("data", () => console.log("grandchild " + grandchild.pid));`,
        `setInterval(() => {}, 1000);`,
      ].join("\n"),
      { graceMs: 500 },
    );
    const grandchild = Number(/\d+/.exec(await parent.waitForLine(/^grandchild \d+$/, { timeoutMs: 10_000 }))![0]);
    expect(alive(grandchild)).toBe(true);
    // The parent goes at SIGTERM; what it started does not, and is killed when the grace is over.
    await parent.stop();
    expect(await eventuallyGone(grandchild, 2_000)).toBe(true);
  });

  it("fails with the process's output when it exits before it is ready", async () => {
    const port = await freePort();
    const crashing = startNode(`console.error("EADDRINUSE or worse"); process.exit(3);`);
    await expect(crashing.waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000 })).rejects.toThrow(
      /test child exited \(3\) before it was answering on .*\n.*EADDRINUSE or worse/,
    );
  });

  it("stops a process that is not ready in time, and says so", async () => {
    const port = await freePort();
    const silent = startNode(`console.log("still thinking"); setInterval(() => {}, 1000);`);
    await expect(silent.waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 600 })).rejects.toThrow(
      /test child was not answering on http:\/\/127\.0\.0\.1:\d+\/ within 0\.6 s:\n.*still thinking/,
    );
    expect(silent.running()).toBe(false);
  });

  it("runs a command to its end, and throws with its output when it fails", async () => {
    await expect(runToEnd(process.execPath, ["-e", "process.exit(0)"])).resolves.toBeUndefined();
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    try {
      await expect(runToEnd(process.execPath, ["-e", `console.error("build broke"); process.exit(2)`])).rejects.toThrow(
        /failed \(exit 2\)/,
      );
    } finally {
      process.stderr.write = stderr;
    }
  });

  it("stops every child on shutdown, the latest first", async () => {
    const a = startNode(`setInterval(() => {}, 1000);`);
    const b = startNode(`setInterval(() => {}, 1000);`);
    await shutdown();
    expect([a.running(), b.running()]).toEqual([false, false]);
  });
});

describe("children of a script that is stopped", () => {
  /** A tsx script that starts a child which ignores SIGTERM, prints its pid, then does `then`. */
  function parentScript(then: string): string {
    return [
      `import { shutdownOnSignals, startProcess } from "./scripts/process/child-process";`,
      `shutdownOnSignals("test parent");`,
      `const child = startProcess(process.execPath, ["-e", 'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000)'], { graceMs: 300 });`,
      `console.log("child " + child.pid);`,
      then,
    ].join("\n");
  }

  it("are stopped when the script gets Ctrl-C", async () => {
    const parent = spawn(path.join(root, "node_modules/.bin/tsx"), ["-e", parentScript("setInterval(() => {}, 1000);")], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout.on("data", (chunk: Buffer) => {
        const match = /child (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      parent.once("exit", () => reject(new Error("the parent exited first")));
    });
    const exited = new Promise((resolve) => parent.once("exit", (code) => resolve(code)));
    // tsx passes the signal on to the script's own process.
    parent.kill("SIGINT");
    expect(await exited).toBe(130);
    expect(await eventuallyGone(pid)).toBe(true);
  });

  it("are killed when the script exits without stopping them", async () => {
    const output = execFileSync(path.join(root, "node_modules/.bin/tsx"), ["-e", parentScript("process.exit(0);")], {
      cwd: root,
      encoding: "utf8",
    });
    const pid = Number(/child (\d+)/.exec(output)![1]);
    expect(await eventuallyGone(pid)).toBe(true);
  });
});
