import type { ProcessingRequest } from "@/contracts/checkout-api";
import { SERVER_ERROR_CODES, type Currency } from "@/contracts/enums";
import { fieldError } from "../http/http-error";
import { PACKAGES } from "../pricing/catalog";
import { alreadyUsedMessage } from "../pricing/coupons";
import { crossSellRefsFor } from "../pricing/package-plans";
import { findPlan, type PlanRef } from "../pricing/plan-identifiers";
import { quotePlan } from "../pricing/plan-quote";
import { resolveTaxJurisdiction, type TaxJurisdiction } from "./tax-address";
import { taxOf } from "./tax-quote";

export interface PricedLine {
  plan: PlanRef;
  title: string;
  priceId: string;
  amountMinor: number;
  taxMinor: number;
}

export interface PricedSelection {
  main: PlanRef;
  currency: Currency;
  jurisdiction: TaxJurisdiction;
  coupon: string | null;
  lines: PricedLine[];
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
}

type SelectionInput = Pick<ProcessingRequest, "plans" | "coupon" | "currency" | "country" | "state" | "zip">;

function resolvePlans(identifiers: string[]): PlanRef[] {
  const [mainId, ...crossSellIds] = identifiers;
  const main = mainId === undefined ? undefined : findPlan(mainId);
  if (!main) throw fieldError("plans.0", "invalid");
  const xsPackage = Object.values(PACKAGES).find((definition) => definition.lineIds.includes(main.line.id))?.crossSellPackageId ?? "";
  const allowed = crossSellRefsFor(main, xsPackage);
  const crossSells = crossSellIds.map((id, index) => {
    const plan = allowed.find((candidate) => candidate.identifier === id);
    if (!plan || crossSellIds.indexOf(id) !== index) throw fieldError(`plans.${index + 1}`, "invalid");
    return plan;
  });
  return [main, ...crossSells];
}

/** Prices a selection on the server: identifiers, currency and coupon in, amounts and taxes out. */
export function priceSelection(input: SelectionInput): PricedSelection {
  const plans = resolvePlans(input.plans);
  const jurisdiction = resolveTaxJurisdiction(input.country, input.state, input.zip);
  if (jurisdiction.layout === "state_with_postal" && !jurisdiction.zip) throw fieldError("zip", "cannot-be-empty");
  const coupon = input.coupon?.trim() ? input.coupon : null;
  let appliedCoupon: string | null = null;
  const lines = plans.map((plan, index) => {
    const quote = quotePlan(plan, input.currency, index === 0 ? coupon : null);
    if (index === 0) appliedCoupon = quote.appliedCoupon;
    if (index === 0 && coupon && quote.couponStatus !== "applied") {
      const message =
        quote.couponStatus === "already_used"
          ? alreadyUsedMessage(coupon)
          : `The coupon is not available (${quote.couponStatus ?? "invalid"}).`;
      throw fieldError("coupon", "invalid", SERVER_ERROR_CODES.couponNotAvailable, message);
    }
    const amountMinor = quote.price.totalMinor;
    return { plan, title: quote.title, priceId: quote.priceId, amountMinor, taxMinor: taxOf(amountMinor, jurisdiction.rate) };
  });
  const subtotalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const taxMinor = lines.reduce((sum, line) => sum + line.taxMinor, 0);
  return {
    main: plans[0] as PlanRef,
    currency: input.currency,
    jurisdiction,
    coupon: appliedCoupon,
    lines,
    subtotalMinor,
    taxMinor,
    totalMinor: subtotalMinor + taxMinor,
  };
}
