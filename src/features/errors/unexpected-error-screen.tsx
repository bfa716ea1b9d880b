import { useRouter } from "next/router";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";
import { ErrorScreen } from "./deferred-error-screen";
import { retryPathOf } from "./error-links";

/**
 * `/error/`: where a flow that failed sends the shopper, with the failed step's address in
 * `from`. "Try again" goes back there (only to a path of this app); without one, to the
 * checkout's start, since reloading `/error/` would only show this page again.
 */
export function UnexpectedErrorScreen() {
  const { query, locale = DEFAULT_LOCALE } = useRouter();
  return <ErrorScreen statusCode={500} retryHref={retryPathOf(query.from) ?? localizePath("/", locale)} />;
}
