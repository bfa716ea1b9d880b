import NProgress from "nprogress";
import { useRouter } from "next/router";
import { useEffect } from "react";

/** The progress bar trickles every 500 ms and shows no spinner (spec 2.1 and 9). */
export const PROGRESS_OPTIONS = { showSpinner: false, trickleSpeed: 500 } as const;

/** Shows the thin progress bar while the router moves between pages. */
export function useRouteProgress(): void {
  const router = useRouter();
  useEffect(() => {
    NProgress.configure(PROGRESS_OPTIONS);
    const start = () => NProgress.start();
    const done = () => NProgress.done();
    router.events.on("routeChangeStart", start);
    router.events.on("routeChangeComplete", done);
    router.events.on("routeChangeError", done);
    return () => {
      router.events.off("routeChangeStart", start);
      router.events.off("routeChangeComplete", done);
      router.events.off("routeChangeError", done);
    };
  }, [router.events]);
}
