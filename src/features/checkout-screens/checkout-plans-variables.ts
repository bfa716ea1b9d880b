import type { AppCtx } from "@/features/app-context";
import { checkoutProduct, type CheckoutQuery } from "@/features/checkout-query";
import { packagePlansVariables } from "@/features/plans";

/** The getPackagePlans variables of a checkout page, the same on the server and in the browser. */
export function checkoutPlansVariables(query: CheckoutQuery, appCtx: Pick<AppCtx, "geoData" | "currency">) {
  return packagePlansVariables({
    product: checkoutProduct(query),
    countryCode: appCtx.geoData.countryCode,
    currency: query.currency ?? appCtx.currency,
    coupon: query.coupon,
    filters: query.product_filters?.pricing,
  });
}
