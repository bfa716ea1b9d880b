import { useId, useState, type ComponentProps } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useFormatPrice } from "@/features/i18n";
import { media, space, theme } from "@/ui";
import { summaryMessages } from "./messages";
import { OrderSummary, UNKNOWN_AMOUNT } from "./order-summary";
import { summaryTotals } from "./summary-totals";

const Bar = styled.div`
  display: grid;
  gap: ${space(3)};
  ${media.lg`display: none;`}
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  inline-size: 100%;
  min-block-size: 44px;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;
  text-align: start;
  strong {
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${theme.color.accent};
    font-size: ${theme.font.size.sm};
  }
`;

/**
 * Small screens (below the side column's breakpoint): the order total in a bar right above the
 * pay button, expanding into the full summary on tap (ARCHITECTURE section 9).
 */
export function SummaryBar(props: ComponentProps<typeof OrderSummary>) {
  const intl = useIntl();
  const format = useFormatPrice();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { total } = summaryTotals([props.plan, ...props.crossSells], props.taxes, props.taxesLoading);
  return (
    <Bar data-testid="summary-bar">
      <Toggle type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        <span>{intl.formatMessage(open ? summaryMessages.hideDetails : summaryMessages.showDetails)}</span>
        <strong>
          {intl.formatMessage(summaryMessages.barTotal, {
            label: intl.formatMessage(props.awaitingAddress ? summaryMessages.totalBeforeTax : summaryMessages.total),
            amount: props.taxesFailed ? UNKNOWN_AMOUNT : format(total, props.plan.price.currencyCode),
          })}
        </strong>
      </Toggle>
      <div id={detailsId}>{open ? <OrderSummary {...props} /> : null}</div>
    </Bar>
  );
}
