import { lazy, Suspense, type ComponentType } from "react";
import { useHydrated } from "./use-hydrated";

type Load<P> = () => Promise<ComponentType<P>>;

/**
 * A component whose code is a chunk of its own, loaded the first time it renders. The server
 * renders it as any other; in the browser a server-drawn part stays as drawn until the chunk
 * arrives and then hydrates, and one rendered later shows nothing until its code is there.
 * Not for a control the server draws: React drops a click on a part still waiting for its chunk,
 * so buttons and fields a shopper can reach at once belong in the page's own code. Nor for a part
 * the server draws low in the page: React's server renderer sends a completed boundary of over
 * 500 bytes that comes after the first 12,800 bytes of the page (its `progressiveChunkSize`, which
 * Next.js does not let a page set) as a hidden segment that an inline script reveals, and the
 * page's nonce-only policy blocks that script (React error 419), so the part stays hidden until
 * hydration. The coupon form, drawn open in the order summary for a refused link code, did.
 * (What next/dynamic does, without next/dynamic's 1.5 KiB gzip in every first load.)
 */
export type LazyComponent<P> = ComponentType<P> & {
  /**
   * Loads the chunk now; once it is in, the part renders at once, with no moment of nothing. For
   * a part that must be on screen together with another (the renewal consent with Pay).
   */
  preload(): Promise<unknown>;
};

/** The server's start-up loads of lazy parts that have not settled yet. */
const serverLoads = new Set<Promise<unknown>>();

/**
 * Settles once every lazy part the server started loading has loaded or failed. Nothing in the
 * app awaits those loads; the tests do (vitest.setup.ts), so that no import is still under way
 * when a test file's environment is torn down.
 */
export function serverLoadsSettled(): Promise<unknown> {
  return Promise.allSettled([...serverLoads]);
}

export function lazyComponent<P extends object>(load: Load<P>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const ensure = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed may be asked for again (React retries a failed lazy part).
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await ensure() })) as unknown as ComponentType<P>;
  // The server loads the part at start-up and renders it in place. A lazy part still loading
  // when a page renders would make React stream it in later with an inline script, which the
  // page's nonce-only CSP blocks (the first request after a start showed React error 419).
  let onServer: ComponentType<P> | null = null;
  if (typeof window === "undefined") {
    // A part that cannot load stays lazy: its render then fails into the error boundary, as in the browser.
    const serverLoad = load().then(
      (component) => (onServer = component),
      () => undefined,
    );
    serverLoads.add(serverLoad);
    void serverLoad.then(() => serverLoads.delete(serverLoad));
  }
  function LazyComponent(props: P) {
    const Part = onServer ?? loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: ensure });
}

/** A component only the browser renders, once the page is hydrated, its code loaded then. */
export function clientOnlyComponent<P extends object>(load: Load<P>): LazyComponent<P> {
  const Lazy = lazyComponent(load);
  function ClientOnly(props: P) {
    return useHydrated() ? <Lazy {...props} /> : null;
  }
  return Object.assign(ClientOnly, { preload: Lazy.preload });
}
