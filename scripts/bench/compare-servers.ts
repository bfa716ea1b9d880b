/**
 * Two running servers of the app compared on one machine, for a change's effect on a render's
 * cost: `npx tsx scripts/bench/compare-servers.ts <url A> <url B> [rounds] [seconds]`.
 *
 * Runs one after the other mislead here: this machine's speed drifts by a third within minutes,
 * so a change measured against a baseline run earlier reads the drift. Both servers run at once
 * (start B with the change, A without, each on its own port), and each round loads one then the
 * other, every address new at 20 connections as `npm run bench` does, the first one taking turns.
 * The verdict is the median of each side and how many rounds B won: a change that pays wins
 * nearly all of them.
 */
import { measureLoad, type LoadResult } from "./load";
import { median } from "./median";

export interface Comparison {
  a: number[];
  b: number[];
  medianA: number;
  medianB: number;
  /** B's median over A's. */
  ratio: number;
  /** Rounds in which B served more requests a second than A. */
  roundsBWon: number;
}

export function compareRounds(a: readonly number[], b: readonly number[]): Comparison {
  if (a.length === 0 || a.length !== b.length) throw new Error("each round needs a figure for both servers");
  const medianA = median(a);
  const medianB = median(b);
  return {
    a: [...a],
    b: [...b],
    medianA,
    medianB,
    ratio: medianB / medianA,
    roundsBWon: a.filter((figure, round) => b[round]! > figure).length,
  };
}

/**
 * `rounds` rounds of one load of A and one of B, the first taking turns (A first in the first
 * round), so a spell of the machine falls on both alike.
 */
export async function loadInTurns<T>(rounds: number, loadA: () => Promise<T>, loadB: () => Promise<T>): Promise<{ a: T[]; b: T[] }> {
  const a: T[] = [];
  const b: T[] = [];
  for (let round = 0; round < rounds; round++) {
    const turns: [() => Promise<T>, T[]][] = [
      [loadA, a],
      [loadB, b],
    ];
    if (round % 2 === 1) turns.reverse();
    for (const [load, results] of turns) results.push(await load());
  }
  return { a, b };
}

/** The run whose requests a second are the median of the runs (the lower middle of an even number). */
export function medianRun(runs: readonly LoadResult[]): LoadResult {
  const sorted = [...runs].sort((x, y) => x.requestsPerSecond - y.requestsPerSecond);
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) throw new Error("no runs to take a median of");
  return run;
}

async function main() {
  const [urlA, urlB, roundsText = "10", secondsText = "8"] = process.argv.slice(2);
  if (!urlA || !urlB) {
    console.error("usage: npx tsx scripts/bench/compare-servers.ts <url A> <url B> [rounds] [seconds]");
    process.exit(2);
  }
  const load = (side: "A" | "B", url: string) => async () => {
    const { requestsPerSecond } = await measureLoad(url, 20, Number(secondsText), { everyAddressNew: true });
    console.log(`${side} ${requestsPerSecond.toFixed(0)} req/s`);
    return requestsPerSecond;
  };
  const { a, b } = await loadInTurns(Number(roundsText), load("A", urlA), load("B", urlB));
  const result = compareRounds(a, b);
  console.log(
    `median A ${result.medianA.toFixed(0)}, B ${result.medianB.toFixed(0)} req/s: B ÷ A ${result.ratio.toFixed(2)}, B won ${result.roundsBWon} of ${a.length} rounds`,
  );
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
