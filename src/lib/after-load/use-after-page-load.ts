import { useEffect, type DependencyList } from "react";
import { afterPageLoad } from "./after-page-load";

/** Loads a part's code and hands back the function that starts it (and returns how to stop it). */
export type LoadStarter = () => Promise<() => () => void>;

/**
 * Starts a part the page does not need for its first paint or hydration (error reporting,
 * telemetry, tag managers, attribution) after the page has loaded, from a chunk of its own:
 * `load` imports the chunk, and the part starts in the next task, only if the component is still
 * there. It stops on unmount, and starts again when `deps` change. No `load`, nothing starts.
 */
export function useAfterPageLoad(load: LoadStarter | null, deps: DependencyList): void {
  useEffect(() => {
    if (!load) return;
    let active = true;
    let stop = () => {};
    let startTimer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterPageLoad(
      () =>
        void load().then((start) => {
          // Evaluating the chunk and starting the part are two tasks, not one long one.
          if (active) startTimer = setTimeout(() => active && (stop = start()), 0);
        }),
    );
    return () => {
      active = false;
      cancel();
      if (startTimer !== undefined) clearTimeout(startTimer);
      stop();
    };
    // The caller names what `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
