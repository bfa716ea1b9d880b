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

/**
 * Resident memory of `pid` read every `everyMs` until `stop()`, which answers the readings in
 * order. Under load a server's memory saws up and down with V8's collections (the app's by about
 * 20 MiB, a full collection every second or so), so one reading says as much about when it was
 * taken as about the server.
 */
export function sampleResident(pid: number, everyMs = 250): { stop: () => number[] } {
  const readings: number[] = [];
  const timer = setInterval(() => readings.push(residentMiB(pid)), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return readings;
    },
  };
}

/** The readings of a load's second half, once the server has settled into it. */
export function secondHalf(readings: readonly number[]): number[] {
  return readings.slice(Math.floor(readings.length / 2));
}

/** The memory a server holds under a load: the median reading of the load's second half. */
export function steadyResident(readings: readonly number[]): number {
  const half = secondHalf(readings).sort((a, b) => a - b);
  if (half.length === 0) return Number.NaN;
  const middle = Math.floor(half.length / 2);
  return half.length % 2 === 1 ? half[middle]! : (half[middle - 1]! + half[middle]!) / 2;
}
