import type { Event } from "@sentry/nextjs";
import { describe, expect, it } from "vitest";
import { SENTRY_OPTIONS } from "../telemetry-constants";
import { sentryOptions, serverSentryOptions } from "./sentry-options";

const settings = { dsn: "https://key@sentry.example/1", environment: "production" };

describe("Sentry options", () => {
  it("give the browser, whose traces are OpenTelemetry's, no transaction settings", () => {
    const browser = sentryOptions(settings);
    for (const name of ["traceLifecycle", "beforeSendTransaction", "tracesSampleRate"]) expect(browser).not.toHaveProperty(name);
    expect(browser).toMatchObject({ dsn: settings.dsn, environment: "production", maxBreadcrumbs: SENTRY_OPTIONS.maxBreadcrumbs });
  });

  it("give the server the shared options, and its transactions with at most 1000 child spans", () => {
    const server = serverSentryOptions(settings);
    expect(Object.keys(server)).toEqual(expect.arrayContaining(Object.keys(sentryOptions(settings))));
    expect(server.traceLifecycle).toBe("static");
    const spans = Array.from({ length: SENTRY_OPTIONS.maxChildSpans + 5 }, (_, index) => ({ span_id: String(index) }));
    const sent = server.beforeSendTransaction({ type: "transaction", spans } as Event, {});
    expect(sent.spans).toHaveLength(SENTRY_OPTIONS.maxChildSpans);
  });
});
