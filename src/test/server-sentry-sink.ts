import * as Sentry from "@sentry/nextjs";
import { afterAll, beforeAll, vi } from "vitest";
import { startSentrySink, type SentrySink } from "../../scripts/bench/sentry-sink";

const PROCESS_EVENTS = ["uncaughtExceptionMonitor", "unhandledRejection"] as const;

type ProcessEvent = (typeof PROCESS_EVENTS)[number];
/** The process as a plain emitter: its typed overloads take one event name at a time. */
const events: NodeJS.EventEmitter = process;

/**
 * For a test file of the server's error reporting: a local Sentry receiver as the DSN (with `env`
 * besides), and afterwards the SDK closed and the process listeners the file added removed.
 */
export function withServerSentrySink(env: Record<string, string> = {}) {
  let sink: SentrySink | undefined;
  const before = new Map<ProcessEvent, number>();
  beforeAll(async () => {
    sink = await startSentrySink();
    vi.stubEnv("NEXT_PUBLIC_SENTRY_DSN", sink.dsn);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    for (const event of PROCESS_EVENTS) before.set(event, events.listenerCount(event));
  });
  afterAll(async () => {
    for (const event of PROCESS_EVENTS) for (const listener of listenersAdded(event)) events.off(event, listener);
    await Sentry.close(5_000);
    vi.unstubAllEnvs();
    await sink?.stop();
  });
  /** The listeners for `event` added since the file started. */
  const listenersAdded = (event: ProcessEvent) => events.listeners(event).slice(before.get(event)) as Array<(...args: unknown[]) => void>;
  return { sink: () => sink!, listenersAdded };
}
