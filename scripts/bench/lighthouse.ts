import { launch } from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";

export interface LighthouseResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Lighthouse's default mobile run (simulated slow 4G and a 4× slower CPU), performance only,
 * `runs` times; each metric is the median of the runs, as Lighthouse's own docs advise.
 */
export async function measureLighthouse(url: string, runs = 3): Promise<LighthouseResult> {
  const { default: lighthouse } = await import("lighthouse");
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"] });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    score: median(results.map((result) => result.score)),
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
  };
}
