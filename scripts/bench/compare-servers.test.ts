import { describe, expect, it } from "vitest";
import { compareRounds, loadInTurns, medianRun } from "./compare-servers";
import type { LoadResult } from "./load";

describe("comparing two servers round by round", () => {
  it("gives each side's median, B's over A's, and the rounds B won", () => {
    // The interleaved runs of React's Edge build (A) against its Node.js build (B).
    const result = compareRounds([99, 122, 135, 133, 118, 124, 120, 156], [121, 165, 127, 149, 132, 145, 158, 181]);
    expect(result.medianA).toBe(123);
    expect(result.medianB).toBe(147);
    expect(result.ratio).toBeCloseTo(147 / 123, 5);
    expect(result.roundsBWon).toBe(7);
  });

  it("takes the middle figure of an odd number of rounds, and a tie is no win", () => {
    expect(compareRounds([100, 300, 200], [100, 100, 400])).toMatchObject({ medianA: 200, medianB: 100, roundsBWon: 1 });
  });

  it("refuses rounds that lack a figure for one side", () => {
    expect(() => compareRounds([1, 2], [1])).toThrow(/both servers/);
    expect(() => compareRounds([], [])).toThrow(/both servers/);
  });
});

describe("loading two servers in turns", () => {
  it("loads each once a round, the first taking turns, and keeps each side's results in order", async () => {
    const order: string[] = [];
    let n = 0;
    const load = (side: string) => async () => {
      order.push(side);
      return `${side}${++n}`;
    };
    const { a, b } = await loadInTurns(3, load("a"), load("b"));
    expect(order).toEqual(["a", "b", "b", "a", "a", "b"]);
    expect(a).toEqual(["a1", "a4", "a5"]);
    expect(b).toEqual(["b2", "b3", "b6"]);
  });

  it("reports the run with the median requests a second", () => {
    const run = (requestsPerSecond: number) => ({ requestsPerSecond, p99Ms: requestsPerSecond }) as LoadResult;
    expect(medianRun([run(150), run(120), run(180)]).p99Ms).toBe(150);
    expect(medianRun([run(150), run(120), run(180), run(130)]).p99Ms).toBe(130);
    expect(() => medianRun([])).toThrow(/no runs/);
  });
});
