import { describe, expect, it } from "vitest";
import { residentMiB, sampleResident, steadyResident } from "./memory";

describe("bench memory", () => {
  it("reads this process's resident memory", () => {
    const mib = residentMiB(process.pid);
    expect(mib).toBeGreaterThan(10);
    expect(mib).toBeLessThan(24 * 1024);
  });

  it("takes the median of the load's second half, so the warm-up climb and one collection's peak do not count", () => {
    // A climb while caches fill, then a saw between collections with one high peak.
    expect(steadyResident([100, 140, 170, 180, 176, 190, 172, 230, 178, 181])).toBe(181);
    expect(steadyResident([150, 200, 120])).toBe(160);
    expect(steadyResident([])).toBeNaN();
  });

  it("samples until stopped", async () => {
    const sampler = sampleResident(process.pid, 10);
    // Thirty intervals' time: a busy machine delays timers, so only "more than one" is asserted.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readings = sampler.stop();
    expect(readings.length).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sampler.stop()).toHaveLength(readings.length);
  });
});
