import { useCallback, useMemo } from "react";
import { couponCookieName } from "@/contracts/cookies";
import { track } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { checkoutProduct, useCheckoutQuery } from "@/features/checkout-query";
import {
  lineOf,
  pricesWithoutCoupon as pricesWithoutCouponOf,
  subgroupOf,
  usePackagePlans,
  withoutCoupon,
  type CrossSellPlan,
  type FilterChange,
  type Plan,
} from "@/features/plans";
import { checkoutPlansVariables } from "./checkout-plans-variables";
import { offeredCrossSells, offeredPlanOf, offeredPlans } from "./flag-offer";

/**
 * What the shopper has chosen, derived from the address and the prices in the urql cache:
 * nothing here is copied into component state, so Back and Forward restore every choice.
 */
export function useCheckoutSelection() {
  const { appCtx } = useAppContext();
  const { query, update } = useCheckoutQuery();
  const variables = useMemo(() => checkoutPlansVariables(query, appCtx), [query, appCtx]);
  const plans = usePackagePlans(variables);
  // Without a coupon this is the same query, asked once; with one, the server prefetched it too.
  const plansWithoutCoupon = usePackagePlans(useMemo(() => withoutCoupon(variables), [variables]));
  const pricesWithoutCoupon = useMemo(() => pricesWithoutCouponOf(plansWithoutCoupon.data), [plansWithoutCoupon.data]);
  const product = checkoutProduct(query);
  const productXs = useMemo(() => query.product_xs ?? [], [query.product_xs]);

  const flags = appCtx.featureFlags;
  // The plans the flags let the page sell (extraPlans); the plan options and the choice use only these.
  const offered = useMemo(() => (plans.data ? offeredPlans(plans.data.plans, flags) : []), [plans.data, flags]);
  const plan = plans.data ? offeredPlanOf(plans.data.plans, query, flags) : undefined;
  const crossSells = plan ? offeredCrossSells(plan, productXs, flags) : [];

  const choosePlan = useCallback(
    (next: Plan) => {
      track("plans_selected", { plans_selected: [next.identifier], plan: next.identifier });
      void update({ product_period: next.period.identifier, product_subgroup: subgroupOf(next) ?? null });
    },
    [update],
  );

  const toggleCrossSell = useCallback(
    (offer: CrossSellPlan, add: boolean) => {
      const others = productXs.filter((identifier) => lineOf(identifier) !== lineOf(offer.identifier));
      const next = add ? [...others, offer.identifier] : others;
      void update({ product_xs: next.length > 0 ? next.join(",") : null });
    },
    [productXs, update],
  );

  const { retry: retryPlans, error: plansError } = plans;
  const applyCoupon = useCallback(
    (code: string) => {
      // The same code again after the pricing API failed: the address stays, so ask again.
      if (code === query.coupon && plansError) retryPlans();
      else void update({ coupon: code });
    },
    [query.coupon, plansError, retryPlans, update],
  );
  const removeCoupon = useCallback(() => {
    // A coupon remembered from a marketing link must not come back on the next visit, nor on the
    // next step's request, so it goes before the address changes. (A removal needs no cookie
    // library: js-cookie stays out of every page's first load.)
    document.cookie = `${couponCookieName(product)}=; Path=/; Max-Age=0`;
    void update({ coupon: null });
  }, [product, update]);
  const changeFilters = useCallback((change: FilterChange) => void update(change), [update]);

  return {
    query,
    update,
    product,
    variables,
    plans,
    offered,
    plan,
    crossSells,
    pricesWithoutCoupon,
    choosePlan,
    toggleCrossSell,
    applyCoupon,
    removeCoupon,
    changeFilters,
  };
}
