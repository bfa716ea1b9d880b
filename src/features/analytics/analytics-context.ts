import type { BrandKey } from "@/features/brand";
import type { AnalyticsContextInput, AnalyticsFields, CheckoutContextInput } from "./events";

/** Spec section 7's product codes, by the page's brand (the product in context); data removal and the default are 1. */
const PRODUCT_CODES: Readonly<Record<BrandKey, number>> = { vpn: 1, pass: 2, locker: 3, protect: 7, incogni: 1, default: 1 };
export const DEFAULT_PRODUCT_CODE = 1;

export function productCode(brand: BrandKey | undefined): number {
  return brand ? PRODUCT_CODES[brand] : DEFAULT_PRODUCT_CODE;
}

/** A link's free-text label (`nord_origin`, `purchase_funnel`) only when it is a plain short token. */
const TOKEN = /^[A-Za-z0-9_.-]{1,64}$/;
function token(value: unknown): string | undefined {
  return typeof value === "string" && TOKEN.test(value) ? value : undefined;
}

/** The funnel a checkout link names (`purchase_funnel`), else the plain checkout. */
export const DEFAULT_FLOW_TYPE = "checkout";

function couponFields(coupon: CheckoutContextInput["coupon"]): AnalyticsFields {
  if (coupon.kind === "none" || !coupon.code) return {};
  const status =
    coupon.kind === "applied" ? "applied" : coupon.kind === "better_deal" ? "better_deal_available" : (coupon.error ?? coupon.kind);
  return { coupon_code: coupon.code, coupon_status: status };
}

function checkoutFields(checkout: CheckoutContextInput): AnalyticsFields {
  const { plan, crossSells, taxes, packages } = checkout;
  return {
    plan: plan.identifier,
    currency: plan.price.currencyCode,
    ...couponFields(checkout.coupon),
    // Country and state only: the postal code is personal data.
    taxes_selected: taxes.state ?? taxes.country,
    packages_main_id: packages.packageId,
    ...(packages.crossSellPackageId && crossSells.length > 0 ? { packages_cross_sell_id: packages.crossSellPackageId } : {}),
  };
}

/**
 * The context fields of spec section 3 that every event carries, from what the page and the
 * checkout knew when the event happened. Event-specific fields (element_name, error_message, …)
 * come with the event itself.
 */
export function buildAnalyticsContext({ page, checkout }: AnalyticsContextInput): AnalyticsFields {
  const fields: AnalyticsFields = { product_code: DEFAULT_PRODUCT_CODE, flow_type: DEFAULT_FLOW_TYPE };
  if (page) {
    const { appCtx, query } = page;
    const experiments = Object.entries(appCtx.experimentVariants).map(([id, variant]) => `${id}:${variant}`);
    Object.assign(fields, {
      page_path: page.pathname,
      page_lang: page.locale,
      logged_in: appCtx.user !== null,
      countdown_end_time: appCtx.countdownEndTime,
      currency: appCtx.currency,
      product_code: productCode(page.brand),
      flow_type: token(query.purchase_funnel) ?? DEFAULT_FLOW_TYPE,
      ...(experiments.length > 0 ? { experiment: experiments.join(",") } : {}),
    });
    const source = token(query.nord_origin);
    if (source) fields.source_nord_id = source;
  }
  return checkout ? { ...fields, ...checkoutFields(checkout) } : fields;
}
