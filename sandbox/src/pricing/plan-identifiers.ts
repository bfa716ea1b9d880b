import { CURRENCIES, type Currency } from "@/contracts/enums";
import { findLine, type ProductLine } from "./catalog";
import { PERIOD_IDS, type PeriodId } from "./periods";

export interface PlanRef {
  identifier: string;
  line: ProductLine;
  periodId: PeriodId;
}

export function planIdentifier(line: ProductLine, periodId: PeriodId): string {
  return `${line.id}-${periodId}`;
}

/** `vpn-standard-1y` → the vpn-standard line in the 1y period, when the line sells it. */
export function findPlan(identifier: string): PlanRef | undefined {
  const cut = identifier.lastIndexOf("-");
  const periodId = identifier.slice(cut + 1) as PeriodId;
  const line = cut > 0 ? findLine(identifier.slice(0, cut)) : undefined;
  if (!line || !PERIOD_IDS.includes(periodId) || line.usdTotals[periodId] === undefined) return undefined;
  return { identifier, line, periodId };
}

/** Price ids: `<plan>.<CURRENCY>`, `<plan>.<CURRENCY>.<COUPON>` or `<plan>.<CURRENCY>.renewal`. */
export type PriceVariant = { kind: "intro"; coupon?: string } | { kind: "renewal" };

export function priceId(plan: string, currency: Currency, variant: PriceVariant = { kind: "intro" }): string {
  if (variant.kind === "renewal") return `${plan}.${currency}.renewal`;
  return variant.coupon ? `${plan}.${currency}.${variant.coupon}` : `${plan}.${currency}`;
}

export interface ParsedPriceId {
  plan: PlanRef;
  currency: Currency;
  variant: PriceVariant;
}

export function parsePriceId(id: string): ParsedPriceId | undefined {
  const [planPart, currencyPart, variantPart, ...rest] = id.split(".");
  if (!planPart || !currencyPart || rest.length > 0) return undefined;
  const plan = findPlan(planPart);
  if (!plan || !(CURRENCIES as readonly string[]).includes(currencyPart)) return undefined;
  const variant: PriceVariant =
    variantPart === undefined
      ? { kind: "intro" }
      : variantPart === "renewal"
        ? { kind: "renewal" }
        : { kind: "intro", coupon: variantPart };
  return { plan, currency: currencyPart as Currency, variant };
}
