import { useRouter } from "next/router";
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";

export interface RouteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this app without the locale prefix, with its query if any: `/payment/?product=vpn`. */
  href: string;
  /**
   * Load the page as a new document: a page whose response headers differ from this one's (the
   * payment step's Content-Security-Policy, which allows Google Pay where it is offered).
   */
  reloadDocument?: boolean;
}

/** A click the browser should handle itself: another button, a modifier key, another target. */
function isForTheBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || Boolean(target && target !== "_self");
}

/**
 * A link to one of the app's own pages. Its address carries the page's locale prefix, and a
 * plain click moves through the router, keeping the app and the progress bar, instead of
 * reloading. next/link does the same plus prefetching the pages a link points to, which no
 * checkout page needs; it was 2.5 KiB gzip of every page's first load.
 */
export function RouteLink({ href, onClick, target, reloadDocument = false, ...rest }: RouteLinkProps) {
  const router = useRouter();
  const locale = router.locale ?? DEFAULT_LOCALE;

  function navigate(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || isForTheBrowser(event, target)) return;
    event.preventDefault();
    void router.push(href, undefined, { locale });
  }

  return <a href={localizePath(href, locale)} target={target} onClick={navigate} {...rest} />;
}
