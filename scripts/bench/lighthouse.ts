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
  /**
   * Lighthouse could not measure the load (a runtime error such as NO_NAVSTART): its metrics are
   * NaN, it counts in no median, and another run takes its place.
   */
  failed?: boolean;
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

/** The parts of Lighthouse's report a run is read from. */
export interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
}

/**
 * One run's figures. A run with a runtime error (NO_NAVSTART: Lighthouse could not trace the load)
 * is marked failed and keeps no figure, whatever its audits hold.
 */
export function readRun(lhr: LighthouseReport): LighthouseRun {
  const problems = [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings];
  const failed = lhr.runtimeError !== undefined;
  const measured = (value: number | null | undefined) => (failed || value === null || value === undefined ? NaN : value);
  const score = lhr.categories.performance?.score;
  return {
    score: measured(score === null || score === undefined ? null : Math.round(score * 100)),
    lcpMs: measured(lhr.audits["largest-contentful-paint"]?.numericValue),
    tbtMs: measured(lhr.audits["total-blocking-time"]?.numericValue),
    cls: measured(lhr.audits["cumulative-layout-shift"]?.numericValue),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...(problems.length > 0 ? { problems } : {}),
    ...(failed ? { failed } : {}),
  };
}

async function runOnce(url: string): Promise<LighthouseRun> {
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"], handleSIGINT: false });
  const unregister = onStop(() => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return readRun(result.lhr);
  } finally {
    unregister();
    chrome.kill();
  }
}

/** Runs per URL; Lighthouse's docs find the median of five about twice as stable as one run. */
export const LIGHTHOUSE_RUNS = 5;

/**
 * Runs until `runs` runs measured the load, a failed run replaced by another, at most `runs`
 * extra; the medians are of the measured runs only, and every run is kept in `runs`.
 */
export async function measureLighthouse(
  url: string,
  runs = LIGHTHOUSE_RUNS,
  run: (url: string) => Promise<LighthouseRun> = runOnce,
): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  const measured = () => results.filter((result) => !result.failed);
  while (measured().length < runs && results.length < runs * 2) results.push(await run(url));
  const good = measured();
  return {
    url,
    score: median(good.map((result) => result.score)),
    lcpMs: median(good.map((result) => result.lcpMs)),
    tbtMs: median(good.map((result) => result.tbtMs)),
    cls: median(good.map((result) => result.cls)),
    benchmarkIndex: median(good.map((result) => result.benchmarkIndex)),
    runs: results,
  };
}
