import type { ComponentProps, ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useFormatPrice } from "@/features/i18n";
import { planMessages, planTitle } from "@/features/plans";
import { shownAmount, usePriceTaxView, type PriceTaxView } from "@/features/taxes";
import { monthsIn } from "@/lib/money";
import { cardSurface, plainList, space, theme } from "@/ui";
import { summaryMessages } from "./messages";
import { UNKNOWN_AMOUNT, type OrderSummary } from "./order-summary";
import { renewalKey, renewalLineValues, renewalTerms } from "./renewal-terms";
import { summaryTotals } from "./summary-totals";

// What the order renews at, right under today's total: the decision's other half.
/**
 * The glance and its plain parts, styled as one: each styled element is a component of its own
 * for the server to render on every request (performance.md, "a render").
 */
const Card = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${space(3)} ${space(4)};
  padding: ${space(4)};
  ${cardSurface}
  & > ul {
    display: grid;
    gap: ${space(1)};
    ${plainList}
  }
  & > ul > li > span {
    display: block;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
  & > .total {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${space(4)};
    margin: 0;
    padding-block-start: ${space(3)};
    border-block-start: 1px solid ${theme.color.border};
    font-weight: ${theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  & > .total > strong {
    font-size: ${theme.font.size.lg};
    transition: opacity 0.15s ease;
  }
  & > .total > strong[data-loading="true"] {
    opacity: 0.5;
  }
  & > .renewal {
    grid-column: 1 / -1;
    margin: calc(-1 * ${space(2)}) 0 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
    text-align: end;
  }
`;

const ADDED: PriceTaxView = { kind: "added" };

/** Any day: the glance states no date, only how much and how often. */
const REFERENCE_DAY = new Date(2001, 0, 1);

type OrderGlanceProps = Omit<ComponentProps<typeof OrderSummary>, "couponCode"> & {
  /** What the shopper can do about the order from here (the page's "Change plan"). */
  children?: ReactNode;
};

/**
 * The order at a glance for the top of a small screen: what is bought, the total due today and
 * what it renews at, the same figures as the full summary (summaryTotals, renewalTerms), without
 * its rows.
 */
export function OrderGlance({ plan, crossSells, taxes, taxesLoading, taxesFailed, awaitingAddress = false, children }: OrderGlanceProps) {
  const intl = useIntl();
  const format = useFormatPrice();
  const view = usePriceTaxView() ?? ADDED;
  const items = [plan, ...crossSells];
  const shown = (amount: number, item: (typeof items)[number]) => shownAmount(amount, item.price.currencyCode, view);
  const { total } = summaryTotals(items, taxes, taxesLoading);
  const renewals = renewalTerms(items, REFERENCE_DAY, () => "", shown);
  const extraMonths = plan.extraPeriod ? Math.round(monthsIn(plan.extraPeriod) ?? 0) : 0;
  return (
    <Card data-testid="order-glance" aria-label={intl.formatMessage(summaryMessages.title)}>
      <ul>
        <li>
          <strong>
            <bdi>{planTitle(intl, plan)}</bdi>
          </strong>
          {extraMonths > 0 ? <span>{intl.formatMessage(planMessages.extraMonths, { count: extraMonths })}</span> : null}
        </li>
        {crossSells.map((item) => (
          <li key={item.identifier}>
            + <bdi>{planTitle(intl, item, true)}</bdi>
          </li>
        ))}
      </ul>
      {children}
      <p className="total">
        <span>{intl.formatMessage(awaitingAddress ? summaryMessages.totalBeforeTax : summaryMessages.total)}</span>
        <strong data-testid="order-glance-total" data-loading={taxesLoading}>
          {/* A failed tax lookup leaves no total that could be true; the summary says why. */}
          {taxesFailed ? UNKNOWN_AMOUNT : format(total, plan.price.currencyCode)}
        </strong>
      </p>
      {renewals.map((renewal) => (
        <p className="renewal" key={renewalKey(renewal)} data-testid="order-glance-renewal">
          {intl.formatMessage(summaryMessages.glanceRenewal, renewalLineValues(renewal, format, view))}
        </p>
      ))}
    </Card>
  );
}
