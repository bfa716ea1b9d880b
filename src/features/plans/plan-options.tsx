import { useIntl } from "react-intl";
import styled from "styled-components";
import { ChoiceCard, choiceCards, Fieldset, Legend, media, Select, space, theme } from "@/ui";
import { keptForPlan } from "./kept-texts";
import { planMessages } from "./messages";
import { PlanPrice, planPrices } from "./plan-price";
import { planTitle, serviceNames } from "./plan-title";
import { NO_COUPON_PRICES, type PricesWithoutCoupon } from "./price-without-coupon";
import { periodsOf, planForPeriod, variantsOf } from "./select-plan";
import type { Plan } from "./types";

// A list drawn with spans (roles list and listitem): it sits in a choice card's <label>, which may
// hold only phrasing content.
/**
 * The cards of one choice, up to three a row from md, with their prices and the plain parts of
 * their text: one styled component for what a page draws up to nine times, as each styled element
 * is a component of its own for the server to render (performance.md, "a render").
 */
const Grid = styled.div`
  display: grid;
  gap: ${space(3)};
  ${choiceCards}
  ${planPrices}
  ${media.md`
    &[data-columns="2"] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &[data-columns="3"] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `}
  & .name {
    font-weight: ${theme.font.weight.bold};
    padding-inline-end: ${space(8)};
  }
  & .extra {
    color: ${theme.color.success};
    font-size: ${theme.font.size.sm};
  }
  & .services {
    display: block;
    padding-inline-start: ${space(4)};
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
  & .service {
    display: list-item;
  }
`;

/** Three cards a row at most: more wrap to the next. */
function columns(count: number): number {
  return Math.min(count, 3);
}

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
  const { name, extra } = keptForPlan(intl, plan, "period name", () => ({
    name: intl.formatMessage(planMessages.periodPlan, { unit: plan.period.unit, interval: plan.period.interval }),
    extra: plan.extraPeriod
      ? intl.formatMessage(planMessages.extraMonths, { count: plan.extraPeriod.interval * (plan.extraPeriod.unit === "YEAR" ? 12 : 1) })
      : null,
  }));
  return (
    <>
      <span className="name">{name}</span>
      {extra ? <span className="extra">{extra}</span> : null}
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
          <Grid data-columns={columns(periodPlans.length)}>
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
        <Grid data-columns={columns(variants.length)}>
          {variants.map((plan) => (
            <ChoiceCard
              key={plan.identifier}
              name="plan"
              value={plan.identifier}
              selected={plan.identifier === selected.identifier}
              onSelect={() => onSelect(plan)}
              testId={`plan-${plan.identifier}`}
            >
              <span className="name">{planTitle(intl, plan)}</span>
              <PlanPrice plan={plan} pricesWithoutCoupon={pricesWithoutCoupon} />
              <span className="services" role="list" aria-label={intl.formatMessage(planMessages.includes)}>
                {serviceNames(intl, plan).map((service) => (
                  <span className="service" role="listitem" key={service.key}>
                    {service.name}
                  </span>
                ))}
              </span>
            </ChoiceCard>
          ))}
        </Grid>
      </Fieldset>
    </>
  );
}
