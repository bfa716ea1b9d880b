import { useIntl } from "react-intl";
import styled from "styled-components";
import { ChoiceCard, Fieldset, Legend, media, Select, space, theme } from "@/ui";
import { planMessages } from "./messages";
import { PlanPrice } from "./plan-price";
import { planTitle, serviceNames } from "./plan-title";
import { NO_COUPON_PRICES, type PricesWithoutCoupon } from "./price-without-coupon";
import { periodsOf, planForPeriod, variantsOf } from "./select-plan";
import type { Plan } from "./types";

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${space(3)};
  ${({ $columns }) => media.md`grid-template-columns: repeat(${Math.min($columns, 3)}, minmax(0, 1fr));`}
`;

const Name = styled.span`
  font-weight: ${theme.font.weight.bold};
  padding-inline-end: ${space(8)};
`;

const Extra = styled.span`
  color: ${theme.color.success};
  font-size: ${theme.font.size.sm};
`;

// A list drawn with spans (roles list and listitem): it sits in a choice card's <label>, which may
// hold only phrasing content.
const Services = styled.span`
  display: block;
  padding-inline-start: ${space(4)};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Service = styled.span`
  display: list-item;
`;

interface PlanOptionsProps {
  plans: readonly Plan[];
  selected: Plan;
  onSelect: (plan: Plan) => void;
  /** How the period is offered (the planPeriodDropdown and planPeriodRadio flags); "none" shows no period choice. */
  periodControl: PeriodControl;
  /** The plans' prices without the link's coupon, so the cards claim only what a plan saves without it. */
  pricesWithoutCoupon?: PricesWithoutCoupon;
}

/** The period as a select, as radio cards, or not offered (the link's or the default period is bought). */
export type PeriodControl = "dropdown" | "radio" | "none";

function PeriodName({ plan }: { plan: Plan }) {
  const intl = useIntl();
  return (
    <>
      <Name>{intl.formatMessage(planMessages.periodPlan, { unit: plan.period.unit, interval: plan.period.interval })}</Name>
      {plan.extraPeriod ? (
        <Extra>
          {intl.formatMessage(planMessages.extraMonths, { count: plan.extraPeriod.interval * (plan.extraPeriod.unit === "YEAR" ? 12 : 1) })}
        </Extra>
      ) : null}
    </>
  );
}

/** The period options and the plan variants (tiers) of the chosen period, each with what it includes. */
export function PlanOptions({ plans, selected, onSelect, periodControl, pricesWithoutCoupon = NO_COUPON_PRICES }: PlanOptionsProps) {
  const intl = useIntl();
  const periodPlans = periodsOf(plans).flatMap((period) => planForPeriod(plans, selected, period.identifier) ?? []);
  const variants = variantsOf(plans, selected);

  return (
    <>
      {periodControl === "dropdown" ? (
        <Select
          label={intl.formatMessage(planMessages.periodLegend)}
          value={selected.period.identifier}
          data-testid="period-select"
          onChange={(event) => {
            const plan = planForPeriod(plans, selected, event.target.value);
            if (plan) onSelect(plan);
          }}
          options={periodPlans.map((plan) => ({
            value: plan.period.identifier,
            label: intl.formatMessage(planMessages.periodPlan, { unit: plan.period.unit, interval: plan.period.interval }),
          }))}
        />
      ) : periodControl === "radio" ? (
        <Fieldset>
          <Legend>{intl.formatMessage(planMessages.periodLegend)}</Legend>
          <Grid $columns={periodPlans.length}>
            {periodPlans.map((plan) => (
              <ChoiceCard
                key={plan.period.identifier}
                name="period"
                value={plan.period.identifier}
                selected={plan.period.identifier === selected.period.identifier}
                onSelect={() => onSelect(plan)}
                testId={`period-${plan.period.identifier}`}
              >
                <PeriodName plan={plan} />
                <PlanPrice plan={plan} pricesWithoutCoupon={pricesWithoutCoupon} />
              </ChoiceCard>
            ))}
          </Grid>
        </Fieldset>
      ) : null}
      <Fieldset>
        <Legend>{intl.formatMessage(planMessages.variantLegend)}</Legend>
        <Grid $columns={variants.length}>
          {variants.map((plan) => (
            <ChoiceCard
              key={plan.identifier}
              name="plan"
              value={plan.identifier}
              selected={plan.identifier === selected.identifier}
              onSelect={() => onSelect(plan)}
              testId={`plan-${plan.identifier}`}
            >
              <Name>{planTitle(intl, plan)}</Name>
              <PlanPrice plan={plan} pricesWithoutCoupon={pricesWithoutCoupon} />
              <Services role="list" aria-label={intl.formatMessage(planMessages.includes)}>
                {serviceNames(intl, plan).map((service) => (
                  <Service role="listitem" key={service.key}>
                    {service.name}
                  </Service>
                ))}
              </Services>
            </ChoiceCard>
          ))}
        </Grid>
      </Fieldset>
    </>
  );
}
