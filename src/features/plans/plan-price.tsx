import { useIntl, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import { useFormatPrice } from "@/features/i18n";
import { shownAmount, usePriceTaxView, type PriceTaxView } from "@/features/taxes";
import { perMonthPrice } from "@/lib/money";
import { space, theme } from "@/ui";
import { planMessages } from "./messages";
import { NO_COUPON_PRICES, savingAgainstMonthly, type PricesWithoutCoupon } from "./price-without-coupon";
import type { PricedPlan } from "./types";

// Spans drawn as blocks: the price sits in a choice card's <label>, which may hold only phrasing
// content. One styled component with plain parts: a page draws up to nine prices, and each styled
// element is a component of its own for the server to render (performance.md, "a render").
const Price = styled.span`
  display: block;
  & > .row {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space(2)};
  }
  & .per-month {
    font-size: ${theme.font.size.xl};
  }
  & .badge {
    padding: 2px ${space(2)};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.successSurface};
    color: ${theme.color.success};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.bold};
  }
  & > .billed {
    display: block;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;

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
 * reference price per line"); a coupon's reduction is told once, in the order summary.
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
  const { period } = plan;
  const shown = (amount: number) => (view ? shownAmount(amount, plan.price.currencyCode, view) : amount);
  const price = { ...plan.price, total: shown(plan.price.total) };
  const monthly = perMonthPrice(price.total, period) ?? price.total;
  const saving = savingAgainstMonthly(plan, pricesWithoutCoupon);
  const note = taxNote(view);
  return (
    <Price>
      <span className="row">
        <strong className="per-month">
          {intl.formatMessage(planMessages.perMonth, { price: format(monthly, price.currencyCode, { wholeUnits: true }) })}
        </strong>
        {saving > 0 ? <span className="badge">{intl.formatMessage(planMessages.saveAgainstMonthly, { percentage: saving })}</span> : null}
      </span>
      <span className="billed">
        {intl.formatMessage(planMessages.billedEvery, {
          total: format(price.total, price.currencyCode),
          unit: period.unit,
          interval: period.interval,
        })}
        {note ? (
          <>
            {" "}
            {intl.formatMessage(
              note,
              view?.kind === "included" ? { name: view.taxName, country: view.country } : { name: "", country: "" },
            )}
          </>
        ) : null}
      </span>
    </Price>
  );
}
