/**
 * Resident memory from /proc (Linux), summed over a process and all its descendants, so the
 * figure stays right whether `next start` serves in its own process or forks workers.
 */
import { readdirSync, readFileSync } from "node:fs";

/** `pid` and every process below it. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat, after the parenthesised command name, is the parent's pid.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** Resident memory of `pid` and its descendants, in MiB. */
export function residentMiB(pid: number): number {
  let kib = 0;
  for (const id of processTree(pid)) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // The process has gone.
    }
  }
  return kib / 1024;
}
