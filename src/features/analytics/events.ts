import type { AppCtx } from "@/features/app-context";
import type { BrandKey } from "@/features/brand";

/** The event names of spec section 7. */
export const ANALYTICS_EVENTS = [
  "click",
  "page_view",
  "show",
  "error",
  "scroll",
  "coupon_applied",
  "coupon_initiated",
  "coupon_declined",
  "coupon_removed",
  "plans_displayed",
  "plans_preselected",
  "plans_selected",
  "payments_loaded",
  "payments_selected",
  "payments_preselected",
  "payments_initiated",
  "payments_submitted",
  "conversion",
  "taxes_preselected",
  "taxes_selected",
  "form_update",
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** The context fields of spec section 3 that events may carry, with the product code of section 7. */
export interface AnalyticsFields {
  logged_in?: boolean;
  source_nord_id?: string;
  countdown_end_time?: number | null;
  page_lang?: string;
  currency?: string;
  experiment?: string;
  plan?: string;
  plans_displayed?: string[];
  plans_selected?: string[];
  plans_preselected?: string[];
  payments_selected?: string;
  payments_loaded?: string[];
  payments_preselected?: string;
  coupon_status?: string;
  coupon_code?: string;
  taxes_selected?: string;
  taxes_preselected?: string;
  error_message?: string;
  form_status?: string;
  packages_main_id?: string;
  packages_cross_sell_id?: string;
  flow_type?: string;
  placement?: string;
  section?: string;
  element_name?: string;
  /** Spec section 7: VPN 1, Pass 2, Locker 3, Protect 7, data removal 1, default 1. */
  product_code?: number;
  /** The route (`/payment`), never the address with its query. */
  page_path?: string;
}

/** What the page knows about itself; the analytics chunk turns it into context fields. */
export interface PageContextInput {
  pathname: string;
  locale: string;
  /** The product in context (`product`, `product_group`), as the page's brand. */
  brand: BrandKey;
  /** The raw query: only a few named values are read from it, through the sensitive-data guard. */
  query: Readonly<Record<string, unknown>>;
  appCtx: Pick<AppCtx, "user" | "countdownEndTime" | "currency" | "experimentVariants">;
}

/** The checkout's current choice, as /payment/ renders it (structurally its plan, coupon and address). */
export interface CheckoutContextInput {
  plan: { identifier: string; price: { currencyCode: string } };
  crossSells: readonly { identifier: string }[];
  coupon: { kind: string; code?: string; error?: string };
  taxes: { country: string; state?: string };
  packages: { packageId: string; crossSellPackageId?: string | null };
}

export interface AnalyticsContextInput {
  page?: PageContextInput;
  checkout?: CheckoutContextInput;
}
