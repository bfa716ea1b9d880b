// @vitest-environment node
import * as Sentry from "@sentry/nextjs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { onRequestError } from "@/instrumentation";
import { startSentrySink, type SentrySink } from "../../../scripts/bench/sentry-sink";
import { startErrorReporting } from "./server-sentry";

let sink: SentrySink;
const listenersBefore = { uncaughtExceptionMonitor: 0, unhandledRejection: 0 };

beforeAll(async () => {
  sink = await startSentrySink();
  vi.stubEnv("NEXT_PUBLIC_SENTRY_DSN", sink.dsn);
  vi.stubEnv("DEPLOY_ENV", "production");
  listenersBefore.uncaughtExceptionMonitor = process.listenerCount("uncaughtExceptionMonitor");
  listenersBefore.unhandledRejection = process.listenerCount("unhandledRejection");
});

afterAll(async () => {
  for (const listener of process.listeners("uncaughtExceptionMonitor").slice(listenersBefore.uncaughtExceptionMonitor))
    process.off("uncaughtExceptionMonitor", listener);
  for (const listener of process.listeners("unhandledRejection").slice(listenersBefore.unhandledRejection))
    process.off("unhandledRejection", listener);
  await Sentry.close(5_000);
  vi.unstubAllEnvs();
  await sink.stop();
});

const events = () =>
  sink
    .items()
    .filter((item) => item.type === "event")
    .map(
      (item) =>
        JSON.parse(item.body) as {
          exception?: { values: Array<{ value: string; mechanism?: { handled: boolean } }> };
          request?: { url?: string; query_string?: string; cookies?: unknown };
        },
    );

describe("the server's error reporting with a DSN", () => {
  it("loads no SDK at the start when tracing is off, until something is reported", async () => {
    await startErrorReporting({ tracing: false });
    expect(Sentry.getClient()).toBeUndefined();
  });

  it("starts the SDK for the first request error and reports it once, scrubbed", async () => {
    const request = {
      path: "/payment/?product=vpn&trusted_pass_token=tpt_SECRET&email=shopper%40example.com",
      method: "GET",
      headers: { host: "checkout.example", cookie: "token=usr_TOKEN" },
    };
    await onRequestError(new Error("render failed"), request, {
      routerKind: "Pages Router",
      routePath: "/payment",
      routeType: "render",
      revalidateReason: undefined,
    });
    expect(Sentry.getClient()).toBeDefined();
    expect(await Sentry.flush(5_000)).toBe(true);
    const reported = events().filter((event) => event.exception?.values[0]?.value === "render failed");
    expect(reported).toHaveLength(1);
    // Everything but the stack, whose context lines quote this file.
    const text = JSON.stringify({ ...reported[0], exception: undefined });
    for (const secret of ["tpt_SECRET", "shopper", "usr_TOKEN"]) expect(text).not.toContain(secret);
    expect(text).toContain("product=vpn");
  });

  it("reports an unhandled rejection through its own listener, and the SDK adds none of its own", async () => {
    const [listener] = process.listeners("unhandledRejection").slice(listenersBefore.unhandledRejection);
    expect(listener).toBeDefined();
    listener!(new Error("nobody waited"), Promise.resolve());
    await vi.waitFor(async () => {
      await Sentry.flush(1_000);
      expect(events().filter((event) => event.exception?.values[0]?.value === "nobody waited")).toEqual([
        expect.objectContaining({
          exception: { values: [expect.objectContaining({ mechanism: expect.objectContaining({ handled: false }) })] },
        }),
      ]);
    });
    expect(process.listenerCount("unhandledRejection")).toBe(listenersBefore.unhandledRejection + 1);
    expect(Sentry.getClient()?.getIntegrationByName("OnUncaughtException")).toBeUndefined();
    expect(Sentry.getClient()?.getIntegrationByName("OnUnhandledRejection")).toBeUndefined();
  });
});
