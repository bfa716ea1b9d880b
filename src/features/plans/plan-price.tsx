import { useIntl, type MessageDescriptor } from "react-intl";
import { css } from "styled-components";
import { useFormatPrice } from "@/features/i18n";
import { shownAmount, usePriceTaxView, type PriceTaxView } from "@/features/taxes";
import { perMonthPrice } from "@/lib/money";
import { space, theme } from "@/ui";
import { keptForPlan } from "./kept-texts";
import { planMessages } from "./messages";
import { NO_COUPON_PRICES, savingAgainstMonthly, type PricesWithoutCoupon } from "./price-without-coupon";
import type { PricedPlan } from "./types";

/** The class of a plan price's root: `planPrices` styles it. */
const PRICE_CLASS = "nord-plan-price";

/**
 * The rules of the plan prices inside a container: each container that draws PlanPrices includes
 * them, so a price is plain spans and a page of eight prices renders no styled component for them
 * (performance.md, "a render"). Spans drawn as blocks: the price sits in a choice card's
 * <label>, which may hold only phrasing content.
 */
export const planPrices = css`
  & .${PRICE_CLASS} {
    display: block;
  }
  & .${PRICE_CLASS} > .row {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space(2)};
  }
  & .${PRICE_CLASS} .per-month {
    font-size: ${theme.font.size.xl};
  }
  & .${PRICE_CLASS} .badge {
    padding: 2px ${space(2)};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.successSurface};
    color: ${theme.color.success};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.bold};
  }
  & .${PRICE_CLASS} > .billed {
    display: block;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;

/** Everything of the tax view the price's texts read. */
function viewKey(view: PriceTaxView | null): string {
  if (!view) return "none";
  return view.kind === "added" ? "added" : `included ${view.rate} ${view.taxName} ${view.country}`;
}

/** What follows the price: "incl. VAT" where it includes a tax, "+ tax" where the address adds one. */
function taxNote(view: PriceTaxView | null): MessageDescriptor | null {
  if (!view) return null;
  if (view.kind === "added") return planMessages.plusTax;
  return view.rate > 0 ? planMessages.taxIncluded : null;
}

/**
 * A plan's price as a shopper compares them: per month, large, with the tax in it where the
 * country's rules want it (the checkout's PriceTaxProvider says), and what it saves against paying
 * monthly, said in words. No struck-through price: this plan was never sold at one (decision "one
 * reference price per line"); a coupon's reduction is told once, in the order summary. Draw it
 * inside a container whose styles include `planPrices`.
 */
export function PlanPrice({
  plan,
  pricesWithoutCoupon = NO_COUPON_PRICES,
}: {
  plan: PricedPlan;
  pricesWithoutCoupon?: PricesWithoutCoupon;
}) {
  const intl = useIntl();
  const format = useFormatPrice();
  const view = usePriceTaxView();
  const saving = savingAgainstMonthly(plan, pricesWithoutCoupon);
  const { perMonth, badge, billed } = keptForPlan(intl, plan, `price ${viewKey(view)} ${saving}`, () => {
    const { period } = plan;
    const total = view ? shownAmount(plan.price.total, plan.price.currencyCode, view) : plan.price.total;
    const monthly = perMonthPrice(total, period) ?? total;
    const note = taxNote(view);
    const billedEvery = intl.formatMessage(planMessages.billedEvery, {
      total: format(total, plan.price.currencyCode),
      unit: period.unit,
      interval: period.interval,
    });
    return {
      perMonth: intl.formatMessage(planMessages.perMonth, { price: format(monthly, plan.price.currencyCode, { wholeUnits: true }) }),
      badge: saving > 0 ? intl.formatMessage(planMessages.saveAgainstMonthly, { percentage: saving }) : null,
      // One text: the tax note follows the amount after a space.
      billed: note
        ? `${billedEvery} ${intl.formatMessage(
            note,
            view?.kind === "included" ? { name: view.taxName, country: view.country } : { name: "", country: "" },
          )}`
        : billedEvery,
    };
  });
  return (
    <span className={PRICE_CLASS}>
      <span className="row">
        <strong className="per-month">{perMonth}</strong>
        {badge ? <span className="badge">{badge}</span> : null}
      </span>
      <span className="billed">{billed}</span>
    </span>
  );
}
