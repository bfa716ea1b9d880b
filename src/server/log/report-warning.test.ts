// @vitest-environment node
import * as Sentry from "@sentry/nextjs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/server/env";
import { DEV_SETTINGS_COOKIE, reportDevSettingsInProduction } from "@/server/services";
import { startSentrySink, type SentrySink } from "../../../scripts/bench/sentry-sink";

let sink: SentrySink;
beforeAll(async () => {
  sink = await startSentrySink();
  // The real server SDK, started by the first report as on the server (server-sentry.ts).
  vi.stubEnv("NEXT_PUBLIC_SENTRY_DSN", sink.dsn);
});

afterAll(async () => {
  await Sentry.close(5_000);
  vi.unstubAllEnvs();
  await sink.stop();
});

describe("a dev_settings cookie in production", () => {
  it("reaches error tracking once, as a warning with the fingerprint runtime-dev-settings-in-prod, outside production nothing", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const cookie = JSON.stringify({ checkoutApi: "http://localhost:5999/" });
    await reportDevSettingsInProduction(cookie, parseEnv({ DEPLOY_ENV: "staging" }));
    await reportDevSettingsInProduction(cookie, parseEnv({ DEPLOY_ENV: "production" }));
    expect(await Sentry.flush(5_000)).toBe(true);
    const events = sink
      .items()
      .filter((item) => item.type === "event")
      .map((item) => JSON.parse(item.body) as Record<string, unknown>);
    expect(events).toEqual([
      expect.objectContaining({
        level: "warning",
        fingerprint: ["runtime-dev-settings-in-prod"],
        message: `runtime-dev-settings-in-prod: ${DEV_SETTINGS_COOKIE} cookies ignored on 1 request since the last warning`,
      }),
    ]);
  });
});
