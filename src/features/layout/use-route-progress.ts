import type NProgressType from "nprogress";
import { useRouter } from "next/router";
import { useEffect } from "react";
import { afterPageLoad } from "@/lib/after-load";

/** The progress bar trickles every 500 ms and shows no spinner (spec 2.1 and 9). */
export const PROGRESS_OPTIONS = { showSpinner: false, trickleSpeed: 500 } as const;

let progressBar: Promise<typeof NProgressType> | null = null;
/** nprogress is needed only once the shopper moves: loaded after the page, or on the first move. */
const loadProgressBar = () =>
  (progressBar ??= import("nprogress").then(({ default: NProgress }) => {
    NProgress.configure(PROGRESS_OPTIONS);
    return NProgress;
  }));

/** Shows the thin progress bar while the router moves between pages. */
export function useRouteProgress(): void {
  const router = useRouter();
  useEffect(() => {
    // A move that ends before the bar's code arrives shows no bar.
    let moving = false;
    const start = () => {
      moving = true;
      void loadProgressBar().then((NProgress) => moving && NProgress.start());
    };
    const done = () => {
      moving = false;
      void loadProgressBar().then((NProgress) => NProgress.done());
    };
    const cancelPreload = afterPageLoad(() => void loadProgressBar());
    router.events.on("routeChangeStart", start);
    router.events.on("routeChangeComplete", done);
    router.events.on("routeChangeError", done);
    return () => {
      cancelPreload();
      router.events.off("routeChangeStart", start);
      router.events.off("routeChangeComplete", done);
      router.events.off("routeChangeError", done);
    };
  }, [router.events]);
}
