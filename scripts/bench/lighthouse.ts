/**
 * Lighthouse's default mobile run (simulated slow 4G and a 4× slower CPU), performance only, in
 * the machine's Chromium. One run varies a lot here (ten runs of /payment/ gave TBT from 43 to
 * 254 ms), so each URL runs five times in a fresh browser and every metric is the median of the
 * runs, as Lighthouse's own docs advise ("Lighthouse variability": the median of five).
 */
import { launch } from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";
import { onStop } from "./processes";

export interface LighthouseRun {
  /** The performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the machine's speed during the run (its BenchmarkIndex): the CPU
   * slowdown is a constant 4×, so the simulated times move with it between runs.
   */
  benchmarkIndex: number;
  /** Lighthouse's runtime error or warnings that make the run doubtful, if any. */
  problems?: string[];
}

export interface LighthouseResult extends LighthouseRun {
  url: string;
  runs: LighthouseRun[];
}

/** The median of the finite values; NaN when no run produced one (the budget then fails). */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function runOnce(url: string): Promise<LighthouseRun> {
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"], handleSIGINT: false });
  const unregister = onStop(() => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const score = lhr.categories.performance?.score;
    const problems = [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings];
    return {
      score: score === null || score === undefined ? NaN : Math.round(score * 100),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      ...(problems.length > 0 ? { problems } : {}),
    };
  } finally {
    unregister();
    chrome.kill();
  }
}

/** Runs per URL; Lighthouse's docs find the median of five about twice as stable as one run. */
export const LIGHTHOUSE_RUNS = 5;

export async function measureLighthouse(url: string, runs = LIGHTHOUSE_RUNS): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) results.push(await runOnce(url));
  return {
    url,
    score: median(results.map((result) => result.score)),
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
    benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
    runs: results,
  };
}
