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
import { measureLoad } from "./load";

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

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

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

async function main() {
  const [urlA, urlB, roundsText = "10", secondsText = "8"] = process.argv.slice(2);
  if (!urlA || !urlB) {
    console.error("usage: npx tsx scripts/bench/compare-servers.ts <url A> <url B> [rounds] [seconds]");
    process.exit(2);
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < Number(roundsText); round++) {
    const turns: [string, number[]][] = [
      [urlA, a],
      [urlB, b],
    ];
    if (round % 2 === 1) turns.reverse();
    for (const [url, figures] of turns)
      figures.push((await measureLoad(url, 20, Number(secondsText), { everyAddressNew: true })).requestsPerSecond);
    console.log(`round ${round + 1}: A ${a.at(-1)!.toFixed(0)}, B ${b.at(-1)!.toFixed(0)} req/s`);
  }
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
