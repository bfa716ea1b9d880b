import { useIntl } from "react-intl";
import styled from "styled-components";
import { usePlanAnalytics } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { useBrand } from "@/features/brand";
import { ErrorScreen } from "@/features/errors";
import { StepPlaceholder } from "@/features/layout";
import { PlanOptions, ProductFilterOptions } from "@/features/plans";
import { Alert, Button, space } from "@/ui";
import { periodControlOf, planChoiceParams } from "./flag-offer";
import { checkoutPageMessages } from "./messages";
import { StalePrices } from "./stale-prices";
import { useCheckoutSelection } from "./use-checkout-selection";

const Section = styled.section`
  display: grid;
  gap: ${space(8)};
  padding: ${space(6)} ${space(4)} ${space(10)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** `/products/`: a product group's plans, then on to the checkout with the choice in the address. */
export function ProductsScreen({ plansStale = false }: { plansStale?: boolean }) {
  const intl = useIntl();
  const brand = useBrand();
  const { appCtx } = useAppContext();
  const { query, product, plans, offered, plan, choosePlan, changeFilters, update, pricesWithoutCoupon } = useCheckoutSelection();
  usePlanAnalytics(plans.data ? offered : undefined, plan);

  if (!plans.data) {
    return plans.error ? <ErrorScreen statusCode={503} /> : <StepPlaceholder label={intl.formatMessage(checkoutPageMessages.loading)} />;
  }
  return (
    <Section data-testid="products-step" data-section="plans">
      <h1>{intl.formatMessage(checkoutPageMessages.productsHeading, { provider: brand.name })}</h1>
      {plansStale ? <StalePrices /> : null}
      {plan ? (
        <>
          <ProductFilterOptions product={product} filters={query.product_filters?.filters} onChange={changeFilters} />
          <PlanOptions
            plans={offered}
            selected={plan}
            onSelect={choosePlan}
            periodControl={periodControlOf(appCtx.featureFlags)}
            pricesWithoutCoupon={pricesWithoutCoupon}
          />
          <Actions>
            {/* The choice goes with the shopper, so the payment step does not ask for it again. */}
            <Button
              onClick={() => void update({ product, ...planChoiceParams(plan) }, { pathname: "/payment/" })}
              data-testid="products-continue"
            >
              {intl.formatMessage(checkoutPageMessages.continue)}
            </Button>
          </Actions>
        </>
      ) : (
        <Alert tone="info">{intl.formatMessage(checkoutPageMessages.noPlans)}</Alert>
      )}
    </Section>
  );
}
