/** The event names of spec section 7. */
export const ANALYTICS_EVENTS = [
  "click", "page_view", "show", "error", "scroll",
  "coupon_applied", "coupon_initiated", "coupon_declined", "coupon_removed",
  "plans_displayed", "plans_preselected", "plans_selected",
  "payments_loaded", "payments_selected", "payments_preselected", "payments_initiated", "payments_submitted",
  "conversion", "taxes_preselected", "taxes_selected", "form_update",
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** The context fields of spec section 3 that events may carry. */
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
}
