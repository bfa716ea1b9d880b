/**
 * Lighthouse's default mobile run (simulated slow 4G and a 4× slower CPU), performance only, in
 * the machine's Chromium. One run varies a lot here (ten runs of /payment/ gave TBT from 43 to
 * 254 ms), so each URL runs five times in a fresh browser and every metric is the median of the
 * runs, as Lighthouse's own docs advise ("Lighthouse variability": the median of five).
 */
import { launch } from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";
import { onShutdown } from "../process/child-process";
import { median } from "./median";

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
   * Lighthouse could not measure the load (a runtime error such as NO_NAVSTART, or a figure it did
   * not give): its metrics are NaN, it counts in no median, and another run takes its place.
   */
  failed?: boolean;
}

export interface LighthouseResult extends LighthouseRun {
  url: string;
  runs: LighthouseRun[];
}

/** The parts of Lighthouse's report a run is read from. */
export interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
}

/** The figures a run counts with, by the name of the audit that gives each. */
const FIGURE_AUDITS = {
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const;

/**
 * One run's figures. A run with a runtime error (NO_NAVSTART: Lighthouse could not trace the load)
 * is marked failed and keeps no figure, whatever its audits hold; so is a run without one of its
 * figures (a score or metric that is missing or not a finite number), which would otherwise count
 * in no median and leave the others to decide alone.
 */
export function readRun(lhr: LighthouseReport): LighthouseRun {
  const score = lhr.categories.performance?.score;
  const figures = {
    score: typeof score === "number" ? Math.round(score * 100) : NaN,
    lcpMs: lhr.audits[FIGURE_AUDITS.lcpMs]?.numericValue ?? NaN,
    tbtMs: lhr.audits[FIGURE_AUDITS.tbtMs]?.numericValue ?? NaN,
    cls: lhr.audits[FIGURE_AUDITS.cls]?.numericValue ?? NaN,
  };
  const missing = Object.entries(figures)
    .filter(([, value]) => !Number.isFinite(value))
    .map(([name]) => (name === "score" ? "performance score" : FIGURE_AUDITS[name as keyof typeof FIGURE_AUDITS]));
  const problems = [
    ...(lhr.runtimeError ? [lhr.runtimeError.message] : []),
    ...(!lhr.runtimeError && missing.length > 0 ? [`no figure for ${missing.join(", ")}`] : []),
    ...lhr.runWarnings,
  ];
  const failed = lhr.runtimeError !== undefined || missing.length > 0;
  return {
    score: failed ? NaN : figures.score,
    lcpMs: failed ? NaN : figures.lcpMs,
    tbtMs: failed ? NaN : figures.tbtMs,
    cls: failed ? NaN : figures.cls,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...(problems.length > 0 ? { problems } : {}),
    ...(failed ? { failed } : {}),
  };
}

async function runOnce(url: string): Promise<LighthouseRun> {
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"], handleSIGINT: false });
  const unregister = onShutdown(() => chrome.kill());
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

/** The medians of a URL's measured runs, with every run kept in `runs`. */
function summarize(url: string, results: LighthouseRun[]): LighthouseResult {
  const good = results.filter((result) => !result.failed);
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

/**
 * Measures the URLs in rounds, each URL once a round, until each has `runs` runs that measured
 * the load; a failed run is replaced in a later round, at most `runs` extra rounds. A slow spell of
 * the machine (a run here can read three times another's TBT) then falls on every URL alike, where
 * five runs of one URL after five of another compared two spells: a budget relative to the bare
 * page compares pages, not moments.
 */
export async function measureLighthouseInTurn(
  urls: readonly string[],
  runs = LIGHTHOUSE_RUNS,
  run: (url: string) => Promise<LighthouseRun> = runOnce,
): Promise<LighthouseResult[]> {
  const results = urls.map((): LighthouseRun[] => []);
  const wanting = () => urls.flatMap((url, index) => (results[index]!.filter((result) => !result.failed).length < runs ? [index] : []));
  for (let round = 0; round < runs * 2; round++) {
    const due = wanting();
    if (due.length === 0) break;
    for (const index of due) results[index]!.push(await run(urls[index]!));
  }
  return urls.map((url, index) => summarize(url, results[index]!));
}

/** One URL's runs (`measureLighthouseInTurn` of one). */
export async function measureLighthouse(
  url: string,
  runs = LIGHTHOUSE_RUNS,
  run: (url: string) => Promise<LighthouseRun> = runOnce,
): Promise<LighthouseResult> {
  const [result] = await measureLighthouseInTurn([url], runs, run);
  return result!;
}
