/**
 * The sections of /payment/ a link can open the page at (`focus`, and `payment_step` through
 * sectionOfStep): each is marked with `data-section` where it is rendered.
 */
export const CHECKOUT_SECTIONS = ["plans", "cross_sell", "coupon", "email", "payment"] as const;
export type CheckoutSection = (typeof CHECKOUT_SECTIONS)[number];
