import { useRouter } from "next/router";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { onFirstIntent } from "@/lib/after-load";
import { layoutMessages } from "./messages";

let progressBar: Promise<typeof import("./progress-bar")> | null = null;
/**
 * The bar's code is needed only once the shopper moves: loaded at their first tap, click or key
 * (before the move it may start), or at the move itself (the browser's back button).
 */
const loadProgressBar = (label: string) =>
  (progressBar ??= import("./progress-bar").then((module) => {
    module.configure(label);
    return module;
  }));

/**
 * Shows the thin progress bar while the router moves between pages; once another step is shown
 * (another page: a plan choice changes only the query), its heading takes the focus.
 */
export function useRouteProgress(): void {
  const router = useRouter();
  const label = useIntl().formatMessage(layoutMessages.pageLoading);
  const shown = useRef(router.pathname);

  useEffect(() => {
    if (shown.current === router.pathname) return;
    shown.current = router.pathname;
    void loadProgressBar(label).then((module) => module.focusStepHeading());
  }, [router.pathname, label]);

  useEffect(() => {
    // A move that ends before the bar's code arrives shows no bar.
    let moving = false;
    const start = () => {
      moving = true;
      void loadProgressBar(label).then(({ bar }) => moving && bar.start());
    };
    const done = () => {
      moving = false;
      void loadProgressBar(label).then(({ bar }) => bar.done());
    };
    const cancelPreload = onFirstIntent(() => void loadProgressBar(label));
    router.events.on("routeChangeStart", start);
    router.events.on("routeChangeComplete", done);
    router.events.on("routeChangeError", done);
    return () => {
      cancelPreload();
      router.events.off("routeChangeStart", start);
      router.events.off("routeChangeComplete", done);
      router.events.off("routeChangeError", done);
    };
  }, [router.events, label]);
}
