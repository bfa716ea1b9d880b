import { splitLocalePrefix } from "@/features/i18n";

/**
 * The page a path names, for comparing steps: without origin, query, fragment, locale prefix,
 * trailing slash or case, so `/de/payment/?x=1`, `/payment` and `/PAYMENT/` are the same page.
 */
export function checkoutPage(path: string): string {
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  const pathname = withoutOrigin.split(/[?#]/, 1)[0] ?? "";
  const { path: unprefixed } = splitLocalePrefix(pathname.startsWith("/") ? pathname : `/${pathname}`);
  const segments = unprefixed.split("/").filter(Boolean);
  return `/${segments.join("/").toLowerCase()}`;
}

export const PAYMENT_PAGE = "/payment";
export const SUCCESS_PAGE = "/success";
