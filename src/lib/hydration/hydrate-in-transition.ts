import { startTransition } from "react";
import ReactDOMClient from "react-dom/client";

let installed = false;

/**
 * Next.js (Pages Router) hydrates with a plain `hydrateRoot`, at React's default lane, which
 * renders the whole page in one task: on a mid-range phone the main thread is blocked for
 * hundreds of milliseconds. Called inside `startTransition`, the same hydration runs at a
 * transition lane, which React renders in slices of about 5 ms, yielding to input and paint in
 * between; an input on a part not hydrated yet makes React hydrate that part first.
 *
 * This wraps `hydrateRoot` on react-dom/client's export object, which Next.js reads at the time
 * it hydrates, after `src/instrumentation-client.ts` (which calls this) has run.
 */
export function hydrateInTransition(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  const hydrateRoot = ReactDOMClient.hydrateRoot;
  ReactDOMClient.hydrateRoot = (container, children, options) => {
    let root: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children, options);
    });
    return root!;
  };
}
