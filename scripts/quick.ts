/**
 * `npm run test:quick`: the static checks (format, codegen, types, lint, catalogues), two at a
 * time, then the unit tests. Each check is single-threaded, so on a two-core machine two side by
 * side take the time of about one and a half. A check's output is printed whole once it ends, so
 * the two never interleave; every check runs even when one fails, and the unit tests only after
 * all of them passed.
 */
import { spawn } from "node:child_process";

/** npm scripts run one after the other in a lane; the longest lanes first. */
const LANES: string[][] = [["lint"], ["codegen:check", "typecheck"], ["format:check"], ["i18n:check"]];
const PARALLEL = 2;

function runScript(script: string): Promise<{ script: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "1" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) => resolve({ script, ok: code === 0, output }));
  });
}

async function runLane(lane: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const script of lane) {
    const started = Date.now();
    const result = await runScript(script);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`\n> npm run ${script} (${result.ok ? "passed" : "FAILED"} in ${seconds} s)\n${result.output}`);
    if (!result.ok) {
      failed.push(script);
      break;
    }
  }
  return failed;
}

async function main(): Promise<number> {
  const queue = [...LANES];
  const failed: string[] = [];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let lane = queue.shift(); lane; lane = queue.shift()) failed.push(...(await runLane(lane)));
    }),
  );
  if (failed.length > 0) {
    process.stderr.write(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(", ")}\n`);
    return 1;
  }
  process.stdout.write("\n> npm run test:unit\n");
  return new Promise((resolve) =>
    spawn("npm", ["run", "--silent", "test:unit"], { stdio: "inherit" }).on("close", (code) => resolve(code ?? 1)),
  );
}

main().then((code) => process.exit(code));
