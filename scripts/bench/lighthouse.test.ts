// @vitest-environment node
import { describe, expect, it } from "vitest";
import { measureLighthouse, measureLighthouseInTurn, readRun, type LighthouseReport, type LighthouseRun } from "./lighthouse";

const run = (tbtMs: number): LighthouseRun => ({ score: 90, lcpMs: 1000, tbtMs, cls: 0, benchmarkIndex: 1500 });
const notMeasured: LighthouseRun = {
  score: NaN,
  lcpMs: NaN,
  tbtMs: NaN,
  cls: NaN,
  benchmarkIndex: 1500,
  problems: ["NO_NAVSTART"],
  failed: true,
};

/** Answers the given runs in turn, as Lighthouse would one after another. */
function lighthouseAnswering(answers: LighthouseRun[]) {
  let calls = 0;
  return {
    run: async () => answers[calls++] ?? run(0),
    calls: () => calls,
  };
}

/** A report as Lighthouse 12 gives it; with a runtime error, audits that hold whatever they hold. */
const report = (runtimeError?: LighthouseReport["runtimeError"]): LighthouseReport => ({
  categories: { performance: { score: runtimeError ? null : 0.97 } },
  audits: {
    "largest-contentful-paint": { numericValue: runtimeError ? 0 : 1083.4 },
    "total-blocking-time": runtimeError ? {} : { numericValue: 176.5 },
    "cumulative-layout-shift": { numericValue: 0 },
  },
  environment: { benchmarkIndex: 1291 },
  ...(runtimeError ? { runtimeError } : {}),
  runWarnings: [],
});

describe("readRun", () => {
  it("reads a measured run's figures", () => {
    expect(readRun(report())).toEqual({ score: 97, lcpMs: 1083.4, tbtMs: 176.5, cls: 0, benchmarkIndex: 1291 });
  });

  it("marks a run Lighthouse could not trace as failed and keeps none of its figures", () => {
    const run = readRun(report({ code: "NO_NAVSTART", message: "Something went wrong with recording the trace over your page load." }));
    expect(run.failed).toBe(true);
    expect(run.tbtMs).toBeNaN();
    expect(run.lcpMs).toBeNaN();
    expect(run.cls).toBeNaN();
    expect(run.problems).toEqual(["Something went wrong with recording the trace over your page load."]);
  });

  it("marks a run without a runtime error but with a metric that is not a number as failed, naming it", () => {
    const withoutTbt: LighthouseReport = {
      ...report(),
      audits: { ...report().audits, "total-blocking-time": { numericValue: NaN } },
    };
    const run = readRun(withoutTbt);
    expect(run.failed).toBe(true);
    expect([run.score, run.lcpMs, run.tbtMs, run.cls]).toEqual([NaN, NaN, NaN, NaN]);
    expect(run.problems).toEqual(["no figure for total-blocking-time"]);
    expect(readRun({ ...report(), categories: { performance: { score: null } } })).toMatchObject({
      failed: true,
      problems: ["no figure for performance score"],
    });
  });
});

describe("measureLighthouse", () => {
  it("takes the median of the runs", async () => {
    const lighthouse = lighthouseAnswering([run(300), run(100), run(200)]);
    const result = await measureLighthouse("http://app/", 3, lighthouse.run);
    expect(result.tbtMs).toBe(200);
    expect(lighthouse.calls()).toBe(3);
  });

  it("runs again in place of a run Lighthouse could not measure, and does not count it", async () => {
    const lighthouse = lighthouseAnswering([run(100), notMeasured, run(300), run(50)]);
    const result = await measureLighthouse("http://app/", 3, lighthouse.run);
    // The two measured runs alone would have given 200, the mean of 100 and 300.
    expect(result.tbtMs).toBe(100);
    expect(lighthouse.calls()).toBe(4);
    expect(result.runs).toHaveLength(4);
    expect(result.runs.filter((each) => each.failed)).toHaveLength(1);
  });

  it("gives up after as many extra runs as it wanted, and a page never measured fails its budgets", async () => {
    const lighthouse = lighthouseAnswering(Array.from({ length: 10 }, () => notMeasured));
    const result = await measureLighthouse("http://app/", 3, lighthouse.run);
    expect(lighthouse.calls()).toBe(6);
    expect(result.tbtMs).toBeNaN();
    expect(result.score).toBeNaN();
  });
});

describe("measureLighthouseInTurn", () => {
  it("takes the URLs in turn, so a slow spell of the machine falls on each alike", async () => {
    const order: string[] = [];
    // The machine is slow for the first two runs. In turn, each URL gets one of them and neither
    // median moves; one URL after the other, the app's median would have read 500.
    const results = await measureLighthouseInTurn(["http://app/", "http://bare/"], 3, async (url) => {
      order.push(url);
      return run(order.length <= 2 ? 500 : url === "http://app/" ? 120 : 100);
    });
    expect(order).toEqual(["http://app/", "http://bare/", "http://app/", "http://bare/", "http://app/", "http://bare/"]);
    expect(results.map((result) => result.tbtMs)).toEqual([120, 100]);
  });

  it("runs again only the URL whose run failed, in the next round", async () => {
    const order: string[] = [];
    let appRuns = 0;
    const results = await measureLighthouseInTurn(["http://app/", "http://bare/"], 2, async (url) => {
      order.push(url);
      if (url === "http://app/" && ++appRuns === 1) return notMeasured;
      return run(100);
    });
    expect(order).toEqual(["http://app/", "http://bare/", "http://app/", "http://bare/", "http://app/"]);
    expect(results[0]!.runs).toHaveLength(3);
    expect(results[1]!.runs).toHaveLength(2);
  });
});
