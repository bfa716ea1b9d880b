import { useIntl, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import { useFormatPrice } from "@/features/i18n";
import { shownAmount, usePriceTaxView, type PriceTaxView } from "@/features/taxes";
import { perMonthPrice } from "@/lib/money";
import { space, theme } from "@/ui";
import { planMessages } from "./messages";
import type { PricedPlan } from "./types";

// Spans drawn as blocks: the price sits in a choice card's <label>, which may hold only phrasing content.
const Price = styled.span`
  display: block;
`;

const Row = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(2)};
`;

const PerMonth = styled.strong`
  font-size: ${theme.font.size.xl};
`;

const Was = styled.s`
  color: ${theme.color.textMuted};
`;

const Badge = styled.span`
  padding: 2px ${space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.successSurface};
  color: ${theme.color.success};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
`;

const Billed = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

/** What follows the price: "incl. VAT" where it includes a tax, "+ tax" where the address adds one. */
function taxNote(view: PriceTaxView | null): MessageDescriptor | null {
  if (!view) return null;
  if (view.kind === "added") return planMessages.plusTax;
  return view.rate > 0 ? planMessages.taxIncluded : null;
}

/**
 * A plan's price as a shopper compares them: per month, large, with the saving beside it, with
 * the tax in it where the country's rules want it (the checkout's PriceTaxProvider says).
 */
export function PlanPrice({ plan }: { plan: PricedPlan }) {
  const intl = useIntl();
  const format = useFormatPrice();
  const view = usePriceTaxView();
  const { period } = plan;
  const shown = (amount: number) => (view ? shownAmount(amount, plan.price.currencyCode, view) : amount);
  const price = { ...plan.price, total: shown(plan.price.total), before: shown(plan.price.discount.totalBeforeDiscount) };
  const monthly = perMonthPrice(price.total, period) ?? price.total;
  const discount = price.discount.percentageDiscount;
  const note = taxNote(view);
  return (
    <Price>
      <Row>
        <PerMonth>
          {intl.formatMessage(planMessages.perMonth, { price: format(monthly, price.currencyCode, { wholeUnits: true }) })}
        </PerMonth>
        {discount > 0 ? <Badge>{intl.formatMessage(planMessages.save, { percentage: discount })}</Badge> : null}
      </Row>
      <Billed>
        {discount > 0 ? <Was>{format(price.before, price.currencyCode)}</Was> : null}{" "}
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
      </Billed>
    </Price>
  );
}
