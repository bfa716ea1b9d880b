import type { RawQuery } from "@/lib/url";
import { checkoutPage, PAYMENT_PAGE, SUCCESS_PAGE } from "./checkout-page";
import { isPaymentSessionIdKey } from "./payment-session-id";

export interface NavigationInput {
  /** The path being left (`router.asPath` or `pathname`; a locale prefix and query are ignored). */
  currentPath: string;
  /** The path navigated to. */
  targetPath: string;
  /** The query the target would get: the current query with the caller's changes applied. */
  query: RawQuery;
  /**
   * The query of the page being left, when known. An error that this navigation introduces (one
   * the current query does not carry, such as /processing/ sending a declined payment back to
   * /payment/) is meant to be shown, so it is not hidden by the first rule. Without it, every
   * error counts as carried over, which is the rule exactly as spec section 2.3 words it.
   */
  currentQuery?: RawQuery;
}

// Spec 2.3 removes `product` here too; it stays, so the success step wears the brand that was
// bought (docs/decisions/0053-the-success-step-keeps-the-product.md).
const SUCCESS_STEP_REMOVALS = ["provider", "currency", "error", "hide_error", "product_period", "coupon"];

function has(query: RawQuery, key: string): boolean {
  const value = query[key];
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== "";
}

function sameValue(left: RawQuery[string], right: RawQuery[string]): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
}

/**
 * The navigation rules of spec section 2.3, in its order, as one pure function: the query the
 * target page gets. Parameters the rules do not name (attribution, tracking, experiments) are kept.
 */
export function applyNavigationRules({ currentPath, targetPath, query, currentQuery }: NavigationInput): RawQuery {
  const next: RawQuery = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) next[key] = value;
  const remove = (...keys: string[]) => keys.forEach((key) => delete next[key]);

  const current = checkoutPage(currentPath);
  const target = checkoutPage(targetPath);
  const carriedOver = currentQuery === undefined || sameValue(currentQuery.error, next.error);

  // An error shown on one page is not shown again on the next one, but stays for the record.
  if (has(next, "error") && !has(next, "hide_error") && target !== current && carriedOver) next.hide_error = "1";
  if (!has(next, "error")) remove("hide_error");

  if (target === SUCCESS_PAGE && current !== SUCCESS_PAGE) remove("cart_id", "confirm_email");

  if (target === PAYMENT_PAGE) {
    // A cart already fixes the product, and its countdown is over.
    if (has(next, "cart_id")) remove("product", "persist_countdown");
  } else if (target === SUCCESS_PAGE) {
    remove(...SUCCESS_STEP_REMOVALS, ...Object.keys(next).filter(isPaymentSessionIdKey));
  } else {
    remove("error", "hide_error");
  }

  remove("qa");
  if (!has(next, "error")) remove("hide_error");
  return next;
}
