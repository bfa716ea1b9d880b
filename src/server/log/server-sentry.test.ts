// @vitest-environment node
import * as Sentry from "@sentry/nextjs";
import { describe, expect, it, vi } from "vitest";
import { onRequestError } from "@/instrumentation";
import { withServerSentrySink } from "@/test/server-sentry-sink";
import { startErrorReporting } from "./server-sentry";

// As `next start` runs it: instrumentation's hooks report only on the Node.js runtime.
const { sink, listenersAdded } = withServerSentrySink({ DEPLOY_ENV: "production", NEXT_RUNTIME: "nodejs" });

const events = () =>
  sink()
    .items()
    .filter((item) => item.type === "event")
    .map(
      (item) =>
        JSON.parse(item.body) as {
          exception?: { values: Array<{ value: string; mechanism?: { handled: boolean } }> };
          level?: string;
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
    const [listener] = listenersAdded("unhandledRejection");
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
    expect(listenersAdded("unhandledRejection")).toHaveLength(1);
    expect(Sentry.getClient()?.getIntegrationByName("OnUncaughtException")).toBeUndefined();
    expect(Sentry.getClient()?.getIntegrationByName("OnUnhandledRejection")).toBeUndefined();
  });

  it("reports an uncaught exception once, as fatal, through the monitor listener", async () => {
    const [listener] = listenersAdded("uncaughtExceptionMonitor");
    expect(listener).toBeDefined();
    listener!(new Error("nobody caught"), "uncaughtException");
    await vi.waitFor(async () => {
      await Sentry.flush(1_000);
      expect(events().filter((event) => event.exception?.values[0]?.value === "nobody caught")).toEqual([
        expect.objectContaining({ level: "fatal" }),
      ]);
    });
  });
});
