import { useIntl, type IntlShape } from "react-intl";
import styled from "styled-components";
import type { Currency } from "@/contracts/enums";
import { useFormatPrice } from "@/features/i18n";
import { NO_COUPON_PRICES, planTitle, type Plan, type PricedPlan, type PricesWithoutCoupon } from "@/features/plans";
import { shownAmount, usePriceTaxView, type PriceTaxView, type TaxFigures } from "@/features/taxes";
import { cardSurface, space, theme } from "@/ui";
import { summaryMessages } from "./messages";
import { renewalKey, renewalLineValues, renewalTerms } from "./renewal-terms";
import { itemPriceBeforeCoupon, summaryTotals } from "./summary-totals";

const Card = styled.section`
  display: grid;
  gap: ${space(3)};
  padding: ${space(5)};
  ${cardSurface}
`;

const Title = styled.h2`
  font-size: ${theme.font.size.lg};
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space(2)} ${space(4)};
  margin: 0;
  dt {
    color: ${theme.color.text};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

const TotalRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space(4)};
  padding-block-start: ${space(3)};
  border-block-start: 1px solid ${theme.color.border};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Small = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Value = styled.dd<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.5 : 1)};
  transition: opacity 0.15s ease;
`;

const Total = styled.strong<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.5 : 1)};
  transition: opacity 0.15s ease;
`;

const Saving = styled.dd`
  color: ${theme.color.success};
`;

const TaxFailure = styled.p`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;

/** Shown for an unknown amount: a failed tax lookup leaves no total that could be true. */
export const UNKNOWN_AMOUNT = "—";

interface OrderSummaryProps {
  plan: Plan;
  crossSells: readonly PricedPlan[];
  couponCode: string | null;
  /** The items' prices without the coupon: they are listed at those, then the coupon is taken off. */
  pricesWithoutCoupon?: PricesWithoutCoupon;
  taxes: TaxFigures | null;
  taxesLoading: boolean;
  /** The tax lookup failed: no tax and no total are shown, only why (Pay offers the retry). */
  taxesFailed: boolean;
  /** The tax waits for the shopper's state (US, Canada): no one else's rate is shown meanwhile. */
  awaitingAddress?: boolean;
}

const ADDED: PriceTaxView = { kind: "added" };

/** The cart: each item and its period, discounts, the coupon, the tax line and the total (spec 2.4). */
export function OrderSummary({
  plan,
  crossSells,
  couponCode,
  pricesWithoutCoupon = NO_COUPON_PRICES,
  taxes,
  taxesLoading,
  taxesFailed,
  awaitingAddress = false,
}: OrderSummaryProps) {
  const intl = useIntl();
  const format = useFormatPrice();
  const view = usePriceTaxView() ?? ADDED;
  const items: PricedPlan[] = [plan, ...crossSells];
  const currency: Currency = plan.price.currencyCode;
  const shown = (amount: number, item: PricedPlan) => shownAmount(amount, item.price.currencyCode, view);
  const { discount, tax, total } = summaryTotals(items, taxes, taxesLoading, shown, pricesWithoutCoupon);
  // The same grouping and sums as the consent line above Pay, so the two never state different
  // figures: the whole cart's renewal, add-ons included. Only which items renew together matters
  // here, not on which day, so a fixed day keeps the server's and the browser's render equal.
  const renewals = renewalTerms(items, RENEWAL_REFERENCE_DAY, () => "", shown);

  return (
    <Card data-testid="order-summary" aria-busy={taxesLoading} aria-label={intl.formatMessage(summaryMessages.title)}>
      <Title>{intl.formatMessage(summaryMessages.title)}</Title>
      <Rows>
        {items.map((item) => (
          <Item
            key={item.identifier}
            item={item}
            addOn={item !== plan}
            amount={shown(itemPriceBeforeCoupon(item, pricesWithoutCoupon), item)}
            format={format}
          />
        ))}
        {discount > 0 ? (
          <>
            <dt>
              {intl.formatMessage(summaryMessages.discount)}
              {couponCode ? <Muted>{intl.formatMessage(summaryMessages.coupon, { code: couponCode })}</Muted> : null}
            </dt>
            <Saving>−{format(discount, currency)}</Saving>
          </>
        ) : null}
        <dt>
          {taxesFailed ? intl.formatMessage(summaryMessages.taxNone) : taxLabel(intl, taxes, view)}
          {awaitingAddress && !taxesFailed ? <Muted>{intl.formatMessage(summaryMessages.taxFromAddress)}</Muted> : null}
        </dt>
        <Value data-testid="order-tax" $stale={taxesLoading}>
          {taxesFailed
            ? UNKNOWN_AMOUNT
            : taxes
              ? format(tax, currency)
              : taxesLoading
                ? intl.formatMessage(summaryMessages.taxPending)
                : UNKNOWN_AMOUNT}
        </Value>
      </Rows>
      {taxesFailed ? (
        <TaxFailure role="status" data-testid="tax-error">
          {intl.formatMessage(summaryMessages.taxFailed)}
        </TaxFailure>
      ) : null}
      <TotalRow>
        <span>{intl.formatMessage(awaitingAddress ? summaryMessages.totalBeforeTax : summaryMessages.total)}</span>
        <Total data-testid="order-total" data-loading={taxesLoading} $stale={taxesLoading}>
          {taxesFailed ? UNKNOWN_AMOUNT : format(total, currency)}
        </Total>
      </TotalRow>
      {renewals.map((renewal) => (
        <Small key={renewalKey(renewal)} data-testid="order-renewal">
          {intl.formatMessage(summaryMessages.renews, renewalLineValues(renewal, format, view))}
        </Small>
      ))}
      <Small>{intl.formatMessage(summaryMessages.guarantee)}</Small>
    </Card>
  );
}

/** Any day: the summary groups the items that renew together, and states no date. */
const RENEWAL_REFERENCE_DAY = new Date(2001, 0, 1);

/** "Includes VAT (19%)" where prices include it, "Sales tax (4%)" where it is added, "Tax" otherwise. */
function taxLabel(intl: IntlShape, taxes: TaxFigures | null, view: PriceTaxView): string {
  if (!taxes || taxes.tax_name === "none") return intl.formatMessage(summaryMessages.taxNone);
  const values = { name: taxes.tax_name, country: taxes.country, rate: taxes.rate };
  return intl.formatMessage(view.kind === "included" ? summaryMessages.taxIncluded : summaryMessages.tax, values);
}

interface ItemProps {
  item: PricedPlan;
  addOn: boolean;
  /** The line's price as shown, before the coupon: the discount row takes the coupon off. */
  amount: number;
  format: ReturnType<typeof useFormatPrice>;
}

/**
 * One line of the cart at the price it has without the coupon. No struck-through price: the
 * comparison with paying monthly is the plan card's, and the coupon is the discount row's, so no
 * saving is counted twice (decision "one reference price per line").
 */
function Item({ item, addOn, amount, format }: ItemProps) {
  const intl = useIntl();
  return (
    <>
      <dt>
        <span data-testid="cart-item-title">{planTitle(intl, item, addOn)}</span>
      </dt>
      <dd>{format(amount, item.price.currencyCode)}</dd>
    </>
  );
}
