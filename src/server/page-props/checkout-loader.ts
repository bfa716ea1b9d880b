import type { GetServerSidePropsContext } from "next";
import { providersResponseSchema, taxesResponseSchema, type CartSelectionResponse, type TaxesResponse } from "@/contracts/checkout-api";
import { couponCookieName } from "@/contracts/cookies";
import type { GetPackagePlansQuery, GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import type { AppCtx } from "@/features/app-context";
import { checkoutPage, checkoutProduct, parseCheckoutQuery, PAYMENT_PAGE, type CheckoutQuery } from "@/features/checkout-query";
import { checkoutPlansVariables, isPlanPreselected, offeredCrossSells, offeredPlanOf, offeredPlans } from "@/features/checkout-screens";
import { withoutCoupon } from "@/features/plans";
import { hasTaxState, normalizeTaxAddress } from "@/features/taxes";
import { localizePath } from "@/lib/locale";
import { readEmailPrefill } from "@/server/auth";
import { createTtlCache } from "@/server/cache";
import { fetchOwnedCart, namesSelection, restoredCartQuery } from "@/server/checkout-cart";
import { getEnv } from "@/server/env";
import { experimentHeaderOf } from "@/server/experiments";
import { logger } from "@/server/log";
import { checkoutApiRequest, requestBudgetOf } from "@/server/request";
import { markGooglePayOffered } from "@/server/security";
import { DEV_SETTINGS_COOKIE, resolveServices } from "@/server/services";
import type { PageLoader } from "./create-get-server-side-props";
import { paymentStatusRedirect } from "./payment-status-redirect";
import { prefetchPlans } from "./prefetch-plans";

/**
 * A coupon remembered in `coupon_{product}` (set by a marketing link) is applied on the server
 * by moving it into the address, which is the checkout's only store.
 */
function couponCookieRedirect(ctx: GetServerSidePropsContext, query: CheckoutQuery): string | null {
  if (query.coupon) return null;
  const remembered = ctx.req.cookies[couponCookieName(checkoutProduct(query))];
  // Most visits carry no such cookie: nothing to read the coupon from (a full parse of the query).
  if (!remembered) return null;
  const fromCookie = parseCheckoutQuery({ coupon: remembered }).coupon;
  if (!fromCookie) return null;
  const url = new URL(ctx.resolvedUrl, "http://checkout.invalid");
  url.searchParams.set("coupon", fromCookie);
  return `${localizePath(url.pathname, ctx.locale ?? "en")}${url.search}`;
}

/**
 * The first taxes depend only on the country (and the CDN's region) and the cart (no postal code
 * is known on the server), so renders of the same page share one answer for a short while. Failures are not
 * kept.
 */
const initialTaxesCache = createTtlCache<TaxesResponse | null>({ ttlMs: 30_000, maxEntries: 500, keep: (taxes) => taxes !== null });

/** Taxes for the geo address and the preselected cart, so the first paint shows a real total. */
async function initialTaxes(
  ctx: GetServerSidePropsContext,
  data: GetPackagePlansQuery,
  query: CheckoutQuery,
  appCtx: AppCtx,
): Promise<TaxesResponse | null> {
  const plans = data.getPackagePlans?.plans ?? [];
  const plan = offeredPlanOf(plans, query, appCtx.featureFlags);
  if (!plan) return null;
  const items = [plan, ...offeredCrossSells(plan, query.product_xs ?? [], appCtx.featureFlags)];
  const address = normalizeTaxAddress({ country: appCtx.geoData.countryCode, state: appCtx.geoData.stateCode });
  // A US or Canadian shopper's tax waits for their state: no one else's rate is looked up.
  if (!hasTaxState(address)) return null;
  const taxQuery = { ...address, price_ids: items.map((item) => item.price.id).join(","), currency: plan.price.currencyCode };
  const apiUrl = resolveServices(ctx.req.cookies[DEV_SETTINGS_COOKIE], getEnv()).checkoutApiUrl;
  return initialTaxesCache.get(JSON.stringify([apiUrl, taxQuery, experimentHeaderOf(ctx.req)]), async () => {
    try {
      const { data: taxes } = await checkoutApiRequest(ctx.req)("/api/payments/taxes/", { query: taxQuery, timeoutMs: 3_000 });
      return taxesResponseSchema.parse(taxes);
    } catch {
      // The browser asks again; a missing tax line is no reason to fail the page.
      return null;
    }
  });
}

/** Whether a provider list offers Google Pay, per list for a short while (failures are not kept). */
const googlePayOfferCache = createTtlCache<boolean | null>({ ttlMs: 60_000, maxEntries: 500, keep: (offered) => offered !== null });

/**
 * Whether the shopper's first provider list (geo country, the plan's currency, the plan) offers
 * Google Pay: then this checkout document's policy allows Google Pay's sources (the payment
 * step, and the products step that leads into it without a new document). A failed lookup
 * offers none; the browser still asks for the list and shows what its policy lets it.
 */
async function offersGooglePay(
  ctx: GetServerSidePropsContext,
  data: GetPackagePlansQuery,
  query: CheckoutQuery,
  appCtx: AppCtx,
): Promise<boolean> {
  const plan = offeredPlanOf(data.getPackagePlans?.plans ?? [], query, appCtx.featureFlags);
  if (!plan) return false;
  const providersQuery = { country: appCtx.geoData.countryCode, currency: plan.price.currencyCode, plan: plan.identifier };
  const apiUrl = resolveServices(ctx.req.cookies[DEV_SETTINGS_COOKIE], getEnv()).checkoutApiUrl;
  const offered = await googlePayOfferCache.get(JSON.stringify([apiUrl, providersQuery, experimentHeaderOf(ctx.req)]), async () => {
    try {
      const { data: answer } = await checkoutApiRequest(ctx.req)("/api/payments/providers/regular/", {
        query: providersQuery,
        timeoutMs: 2_000,
      });
      return providersResponseSchema.parse(answer).providers.some((provider) => provider.identifier === "google_pay");
    } catch {
      return null;
    }
  });
  return offered === true;
}

/** Whether the address chose the plan, so small screens start with the plan options closed. */
function planPreselected(data: GetPackagePlansQuery, query: CheckoutQuery, flags: AppCtx["featureFlags"]): boolean {
  const plans = offeredPlans(data.getPackagePlans?.plans ?? [], flags);
  const plan = offeredPlanOf(plans, query, flags);
  return plan ? isPlanPreselected(plans, plan, query) : false;
}

/** The same page with the cart's selection put back into its address (the checkout's store). */
function cartSelectionRedirect(ctx: GetServerSidePropsContext, restored: Record<string, string>): string {
  const url = new URL(ctx.resolvedUrl, "http://checkout.invalid");
  for (const [key, value] of Object.entries(restored)) url.searchParams.set(key, value);
  // Spec 2.3: with a cart on the payment step, `product` and `persist_countdown` go.
  url.searchParams.delete("product");
  url.searchParams.delete("persist_countdown");
  return `${localizePath(url.pathname, ctx.locale ?? "en")}${url.search}`;
}

function onPaymentStep(ctx: GetServerSidePropsContext): boolean {
  return checkoutPage(new URL(ctx.resolvedUrl, "http://checkout.invalid").pathname) === PAYMENT_PAGE;
}

/** Where a cart that must not be paid again is shown instead: its order's step, same address otherwise. */
const SETTLED_CART_STEP: Partial<Record<CartSelectionResponse["order_status"], string>> = { paid: "/success/", pending: "/pending/" };

function settledCartRedirect(ctx: GetServerSidePropsContext, step: string): string {
  const url = new URL(ctx.resolvedUrl, "http://checkout.invalid");
  return `${localizePath(step, ctx.locale ?? "en")}${url.search}`;
}

/**
 * Back on the payment step with a cart (a declined, failed or cancelled payment): the cart this
 * browser made is shown again. An address that names no selection gets the cart's (a redirect,
 * which replaces the entry); the e-mail goes to the form as a prop, never into the address.
 * A cart whose order is paid or pending (Back from the success step) is never a form that would
 * charge it again: the address leads to its order.
 */
async function cartOnPaymentStep(ctx: GetServerSidePropsContext, query: CheckoutQuery) {
  if (!onPaymentStep(ctx) || !query.cart_id) return null;
  const cart = await fetchOwnedCart(ctx.req, query.cart_id);
  if (!cart) return null;
  const settledStep = SETTLED_CART_STEP[cart.order_status];
  if (settledStep) return { redirect: settledCartRedirect(ctx, settledStep), email: cart.email };
  return { redirect: namesSelection(ctx.query) ? null : cartSelectionRedirect(ctx, restoredCartQuery(cart)), email: cart.email };
}

/** getServerSideProps of the checkout pages: plans (and first taxes) rendered with the page. */
export const checkoutLoader: PageLoader = async ({ ctx, appProps }) => {
  const query = parseCheckoutQuery(ctx.query);
  const statusRedirect = onPaymentStep(ctx) ? paymentStatusRedirect(ctx.resolvedUrl, ctx.locale ?? "en", query) : null;
  if (statusRedirect) return { redirect: { destination: statusRedirect, permanent: false } };
  const couponRedirect = couponCookieRedirect(ctx, query);
  if (couponRedirect) return { redirect: { destination: couponRedirect, permanent: false } };
  const cart = await cartOnPaymentStep(ctx, query);
  if (cart?.redirect) return { redirect: { destination: cart.redirect, permanent: false } };

  const { attemptMs, budgetMs } = appProps.config.pricingTimeouts;
  const variables = checkoutPlansVariables(query, appProps.appCtx);
  const prefetch = (of: GetPackagePlansQueryVariables) =>
    prefetchPlans(
      appProps.config.pricingApiUrl,
      of,
      // What the calls before it left of the page's budget.
      { attemptMs, budgetMs: requestBudgetOf(ctx.req)?.remainingMs() ?? budgetMs },
      experimentHeaderOf(ctx.req),
    );
  // With a coupon, the same query without it too, at the same time: the summary lists each item at
  // its price without the coupon and takes the coupon off. Without that answer no reduction is claimed.
  const [prefetched, withoutTheCoupon] = await Promise.all([
    prefetch(variables),
    variables.coupon ? prefetch(withoutCoupon(variables)) : null,
  ]);
  if (!prefetched.ok) {
    logger.error("pricing unavailable", { error: prefetched.message });
    ctx.res.statusCode = 503;
    return { props: { appProps: { ...appProps, error: { statusCode: 503, message: "Generic error" } } } };
  }
  const data = prefetched.data;
  const [taxes, googlePay] = await Promise.all([
    initialTaxes(ctx, data, query, appProps.appCtx),
    offersGooglePay(ctx, data, query, appProps.appCtx),
  ]);
  if (googlePay) markGooglePayOffered(ctx.req);
  return {
    props: {
      urqlState: withoutTheCoupon?.ok ? { ...withoutTheCoupon.urqlState, ...prefetched.urqlState } : prefetched.urqlState,
      initialTaxes: taxes,
      cartEmail: cart?.email ?? null,
      // Whether a link's e-mail waits in its httpOnly cookie (never the address itself): only then
      // does the form ask /api/checkout/prefill/ for it.
      emailPrefill: readEmailPrefill(ctx.req) !== null,
      // Back from a payment, the shopper has chosen already: the plan is not asked again.
      planPreselected: cart !== null || planPreselected(data, query, appProps.appCtx.featureFlags),
      // The pricing API was slow or failing and the last good answer stands in: the page says so.
      plansStale: prefetched.stale,
    },
  };
};
