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

/**
 * The summary card and its plain parts, styled as one: each styled element is a component of its
 * own for the server to render on every request (performance.md, "a render"). A value waiting for
 * the tax is drawn faded (`data-stale`).
 */
const Card = styled.section`
  display: grid;
  gap: ${space(3)};
  padding: ${space(5)};
  ${cardSurface}
  & > h2 {
    font-size: ${theme.font.size.lg};
  }
  & > dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space(2)} ${space(4)};
    margin: 0;
  }
  & > dl > dt {
    color: ${theme.color.text};
  }
  & > dl > dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  & .muted {
    display: block;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
  & > dl > .saving {
    color: ${theme.color.success};
  }
  & [data-stale] {
    transition: opacity 0.15s ease;
  }
  & [data-stale="true"] {
    opacity: 0.5;
  }
  & > .total {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${space(4)};
    padding-block-start: ${space(3)};
    border-block-start: 1px solid ${theme.color.border};
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  & > .small {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
  & > .tax-failure {
    color: ${theme.color.danger};
    font-size: ${theme.font.size.sm};
  }
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
      <h2>{intl.formatMessage(summaryMessages.title)}</h2>
      <dl>
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
              {couponCode ? <span className="muted">{intl.formatMessage(summaryMessages.coupon, { code: couponCode })}</span> : null}
            </dt>
            <dd className="saving">−{format(discount, currency)}</dd>
          </>
        ) : null}
        <dt>
          {taxesFailed ? intl.formatMessage(summaryMessages.taxNone) : taxLabel(intl, taxes, view)}
          {awaitingAddress && !taxesFailed ? <span className="muted">{intl.formatMessage(summaryMessages.taxFromAddress)}</span> : null}
        </dt>
        <dd data-testid="order-tax" data-stale={taxesLoading}>
          {taxesFailed
            ? UNKNOWN_AMOUNT
            : taxes
              ? format(tax, currency)
              : taxesLoading
                ? intl.formatMessage(summaryMessages.taxPending)
                : UNKNOWN_AMOUNT}
        </dd>
      </dl>
      {taxesFailed ? (
        <p className="tax-failure" role="status" data-testid="tax-error">
          {intl.formatMessage(summaryMessages.taxFailed)}
        </p>
      ) : null}
      <div className="total">
        <span>{intl.formatMessage(awaitingAddress ? summaryMessages.totalBeforeTax : summaryMessages.total)}</span>
        <strong data-testid="order-total" data-loading={taxesLoading} data-stale={taxesLoading}>
          {taxesFailed ? UNKNOWN_AMOUNT : format(total, currency)}
        </strong>
      </div>
      {renewals.map((renewal) => (
        <p className="small" key={renewalKey(renewal)} data-testid="order-renewal">
          {intl.formatMessage(summaryMessages.renews, renewalLineValues(renewal, format, view))}
        </p>
      ))}
      <p className="small">{intl.formatMessage(summaryMessages.guarantee)}</p>
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
