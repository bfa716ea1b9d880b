import { useIntl, type IntlShape } from "react-intl";
import styled from "styled-components";
import { productName } from "@/features/plans";
import { priceTaxDisplayOf } from "@/features/taxes";
import { formatPrice } from "@/lib/money";
import { plainList, space, theme } from "@/ui";
import { orderStatusMessages as m } from "./messages";
import type { OrderDetails } from "./order-details";
import { paymentMethodLabel } from "./payment-method-label";

const Products = styled.ul`
  display: grid;
  gap: ${space(3)};
  ${plainList}

  li {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${space(4)};
  }
  li[data-total] {
    padding-block-start: ${space(3)};
    border-block-start: 1px solid ${theme.color.border};
    font-weight: ${theme.font.weight.bold};
  }
  small {
    display: block;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${space(3)};
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space(1)} ${space(4)};
  }
  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

/**
 * What the items renewing on `date` renew at together, as the payment step stated it: with the
 * tax where that country's prices include it, before tax where they do not (the United States,
 * Canada). Null when the checkout API does not say for one of them.
 */
function renewalPrice(order: OrderDetails, date: string): { price: number; plusTax: boolean } | null {
  const renewing = order.products.filter((product) => product.renews_at !== null && Date.parse(product.renews_at) === Date.parse(date));
  if (renewing.length === 0 || renewing.some((product) => !product.renewal)) return null;
  const plusTax = priceTaxDisplayOf(order.country ?? "") === "exclusive";
  const sum = renewing.reduce((total, product) => total + product.renewal!.amount + (plusTax ? 0 : product.renewal!.tax), 0);
  return { price: Math.round(sum * 100) / 100, plusTax };
}

/** The earliest date an item of the order renews, or null before it is paid. */
function nextRenewal(order: OrderDetails): string | null {
  const dates = order.products.map((product) => product.renews_at).filter((date): date is string => date !== null);
  return dates.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
}

function renewalText(intl: IntlShape, order: OrderDetails, date: string): string {
  const day = intl.formatDate(date, { year: "numeric", month: "long", day: "numeric" });
  const renewal = renewalPrice(order, date);
  if (!renewal) return day;
  const values = { date: day, price: formatPrice(renewal.price, order.currency, intl.locale) };
  return intl.formatMessage(renewal.plusTax ? m.renewsOnAtPlusTax : m.renewsOnAt, values);
}

/**
 * A paid order as a receipt says it: its number, each product with its period (add-ons marked),
 * the amount paid, the next renewal, how it was paid (a card's brand and last four only) and
 * where the confirmation went.
 */
export function OrderReceipt({ order }: { order: OrderDetails }) {
  const intl = useIntl();
  const renewal = nextRenewal(order);
  // Order numbers and e-mail addresses read left to right in every language. The payment method
  // is a card's brand and digits or a method's name in the page's language (بطاقة ائتمان):
  // isolated, it takes the direction of its own first letter.
  return (
    <>
      <Facts>
        <div>
          <dt>{intl.formatMessage(m.orderNumber)}</dt>
          <dd data-testid="success-order-number" dir="ltr">
            {order.order_id}
          </dd>
        </div>
      </Facts>
      <h2>{intl.formatMessage(m.purchased)}</h2>
      <Products>
        {order.products.map((product, index) => (
          <li key={product.plan_identifier} data-testid="success-product">
            <span>
              {product.product_group
                ? productName(intl, {
                    productGroup: product.product_group,
                    tier: product.tier,
                    subgroup: product.subgroup,
                    quota: product.storage_quota,
                  })
                : product.product_name}
              <small>
                {index > 0 ? `${intl.formatMessage(m.addOn)} · ` : null}
                {intl.formatMessage(m.period, product.period)}
              </small>
            </span>
            <span>{formatPrice(product.amount + product.tax, order.currency, intl.locale)}</span>
          </li>
        ))}
        {/* The total is the list's last line: a list holds only items. */}
        <li data-total>
          <span>{intl.formatMessage(m.total)}</span>
          <span data-testid="success-total">{formatPrice(order.total, order.currency, intl.locale)}</span>
        </li>
      </Products>
      <Facts>
        {renewal ? (
          <div>
            <dt>{intl.formatMessage(m.renewsOn)}</dt>
            <dd data-testid="success-renewal">{renewalText(intl, order, renewal)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage(m.paymentMethod)}</dt>
          <dd data-testid="success-payment-method">
            <bdi dir="auto">{paymentMethodLabel(order, intl)}</bdi>
          </dd>
        </div>
      </Facts>
      {/* Empty when this browser did not make the order (a bank app opened another browser): no e-mail to name. */}
      {order.email ? (
        <p data-testid="success-email">{intl.formatMessage(m.successEmail, { email: <bdi dir="ltr">{order.email}</bdi> })}</p>
      ) : null}
    </>
  );
}
