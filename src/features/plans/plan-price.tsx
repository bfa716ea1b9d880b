import { useIntl } from "react-intl";
import styled from "styled-components";
import { useFormatPrice } from "@/features/i18n";
import { perMonthPrice } from "@/lib/money";
import { space, theme } from "@/ui";
import { planMessages } from "./messages";
import type { PricedPlan } from "./types";

const Row = styled.div`
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

const Billed = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

/** A plan's price as a shopper compares them: per month, large, with the saving beside it. */
export function PlanPrice({ plan }: { plan: PricedPlan }) {
  const intl = useIntl();
  const format = useFormatPrice();
  const { price, period } = plan;
  const monthly = perMonthPrice(price.total, period) ?? price.total;
  const discount = price.discount.percentageDiscount;
  return (
    <div>
      <Row>
        <PerMonth>{intl.formatMessage(planMessages.perMonth, { price: format(monthly, price.currencyCode, { wholeUnits: true }) })}</PerMonth>
        {discount > 0 ? <Badge>{intl.formatMessage(planMessages.save, { percentage: discount })}</Badge> : null}
      </Row>
      <Billed>
        {discount > 0 ? <Was>{format(price.discount.totalBeforeDiscount, price.currencyCode)}</Was> : null}{" "}
        {intl.formatMessage(planMessages.billedEvery, {
          total: format(price.total, price.currencyCode),
          unit: period.unit,
          interval: period.interval,
        })}
      </Billed>
    </div>
  );
}
