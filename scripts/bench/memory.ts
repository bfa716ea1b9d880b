import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Resident memory of a process and its children, in MiB (Linux: `next start` forks its server). */
export function residentMiB(pid: number): number {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
  let kib = 0;
  for (const id of [String(pid), ...children]) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // The process has gone.
    }
  }
  return kib / 1024;
}
