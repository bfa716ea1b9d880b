import type { StepType } from "@/contracts/enums";

/**
 * The sections of /payment/ a link can open the page at (`focus`, and `payment_step` through
 * sectionOfStep): each is marked with `data-section` where it is rendered.
 */
export const CHECKOUT_SECTIONS = ["plans", "cross_sell", "coupon", "email", "payment"] as const;
export type CheckoutSection = (typeof CHECKOUT_SECTIONS)[number];

/** The section `payment_step` opens: the plan choice, or the payment (one-click providers come first in it). */
export function sectionOfStep(step: StepType | undefined): CheckoutSection | undefined {
  if (step === "package_identifier") return "plans";
  return step === "payment" || step === "one_click_payment" ? "payment" : undefined;
}

/** The `data-section` attribute that marks a section where it is rendered. */
export const sectionAttribute = (section: CheckoutSection) => ({ "data-section": section });
