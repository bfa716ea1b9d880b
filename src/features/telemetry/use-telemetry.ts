import { useAfterPageLoad } from "@/lib/after-load";

/**
 * OpenTelemetry for the page, when the running configuration names a collector: its SDK is a
 * chunk of its own, loaded after the page is interactive, so the first paint and hydration
 * never wait for it.
 */
export function useTelemetry(collectorUrl: string | null, deployEnv: string): void {
  useAfterPageLoad(
    collectorUrl
      ? () =>
          import("./start-telemetry").then(
            ({ startTelemetry }) =>
              () =>
                startTelemetry({ collectorUrl, deployEnv }),
          )
      : null,
    [collectorUrl, deployEnv],
  );
}
