// @vitest-environment node
import * as Sentry from "@sentry/nextjs";
import { expect, it } from "vitest";
import { withServerSentrySink } from "@/test/server-sentry-sink";
import { startErrorReporting } from "./server-sentry";

withServerSentrySink({ SENTRY_TRACES_SAMPLE_RATE: "0.5" });

it("starts the SDK at the server's start when tracing is on, since tracing must see every request", async () => {
  expect(Sentry.getClient()).toBeUndefined();
  await startErrorReporting({ tracing: true });
  expect(Sentry.getClient()?.getOptions().tracesSampleRate).toBe(0.5);
});
