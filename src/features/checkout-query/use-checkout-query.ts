import { useRouter } from "next/router";
import { useCallback } from "react";
import { withAddressTrackingParams } from "./address-tracking-params";
import { applyNavigationRules } from "./apply-navigation-rules";
import { checkoutPage } from "./checkout-page";
import { parseCheckoutQuery, type CheckoutQuery } from "./checkout-query";
import { mergeQueryChanges, type QueryChanges } from "./merge-query-changes";

export interface UpdateOptions {
  /**
   * `push` adds a history entry, `replace` does not. By default a change on the same page (a
   * period, plan, add-on, filter, coupon or currency) replaces: one Back leaves the step instead
   * of undoing the choices one by one, which silently dropped an add-on or a coupon. Going to
   * another page pushes, so Back returns to the step the shopper came from.
   */
  method?: "push" | "replace";
  /** Another page to go to; the current page otherwise. */
  pathname?: string;
}

/** Each query read once: a dozen components read the store, each render (server and browser). */
const parsedQueries = new WeakMap<object, CheckoutQuery>();
let noQuery: CheckoutQuery | undefined;

function parsedQuery(raw: ReturnType<typeof useRouter>["query"] | null | undefined): CheckoutQuery {
  // A router without a query object (a page rendered outside Next's router) reads as no
  // parameters; a WeakMap cannot key it.
  if (typeof raw !== "object" || raw === null) return (noQuery ??= parseCheckoutQuery({}));
  let query = parsedQueries.get(raw);
  if (!query) {
    query = parseCheckoutQuery(raw);
    parsedQueries.set(raw, query);
  }
  return query;
}

/**
 * The checkout store (ARCHITECTURE section 3.4): the parsed URL query, and an update that
 * merges changes into the raw query, applies the navigation rules of spec 2.3 and navigates.
 * Parameters the checkout does not know (attribution, tracking) ride along untouched.
 */
export function useCheckoutQuery() {
  const router = useRouter();
  const query = parsedQuery(router.query);

  const update = useCallback(
    (changes: QueryChanges, { method, pathname = router.pathname }: UpdateOptions = {}) => {
      // With the click ids the server rendered without, which the address bar still has.
      const current = withAddressTrackingParams(router.query);
      const next = applyNavigationRules({
        currentPath: router.pathname,
        targetPath: pathname,
        query: mergeQueryChanges(current, changes),
        currentQuery: current,
      });
      // Same page: the browser already has what it needs (urql refetches by variables), so the
      // server is not asked again; scrolling stays where the shopper is.
      const samePage = checkoutPage(pathname) === checkoutPage(router.pathname);
      return router[method ?? (samePage ? "replace" : "push")]({ pathname, query: next }, undefined, {
        shallow: samePage,
        scroll: !samePage,
      });
    },
    [router],
  );

  return { query, rawQuery: router.query, update };
}
