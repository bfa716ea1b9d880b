import { useEffect, useMemo } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { Currency } from "@/contracts/enums";
import { track } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { useCheckoutQuery } from "@/features/checkout-query";
import { useFormatPrice } from "@/features/i18n";
import { usePackagePlans, type Plan } from "@/features/plans";
import { countryName, priceTaxDisplayOf, shownAmount, type PriceTaxView } from "@/features/taxes";
import { currencyForCountry } from "@/lib/money";
import { Alert, Button, space } from "@/ui";
import { checkoutPlansVariables } from "./checkout-plans-variables";
import { currencyOfferMessages as m } from "./currency-offer-messages";
import { offeredCrossSells } from "./flag-offer";

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-block-start: ${space(3)};
`;

export interface CurrencyOfferProps {
  /** The country the shopper picked by hand; its currency is offered when it is not the one on screen. */
  country: string;
  plan: Plan;
  /** The total due now, formatted, in the current currency. */
  currentTotal: string;
  view: PriceTaxView;
  onSwitch: (currency: Currency) => void;
  onKeep: () => void;
}

/** The total of the same plan and cross-sells in `currency`, once its prices are in. */
function useTotalIn(currency: Currency, plan: Plan, view: PriceTaxView): number | null {
  const { appCtx } = useAppContext();
  const { query } = useCheckoutQuery();
  const variables = useMemo(() => checkoutPlansVariables({ ...query, currency }, appCtx), [query, currency, appCtx]);
  const plans = usePackagePlans(variables);
  const same = plans.data?.plans.find((candidate) => candidate.identifier === plan.identifier);
  if (!same || same.price.currencyCode !== currency) return null;
  const items = [same, ...offeredCrossSells(same, query.product_xs ?? [], appCtx.featureFlags)];
  return items.reduce((sum, item) => sum + shownAmount(item.price.total, currency, view), 0);
}

/**
 * After the shopper picks another country by hand: its currency, offered with what the total
 * becomes, never switched without a yes (the amount charged changes). Loaded on demand: most
 * shoppers never change their country.
 */
export function CurrencyOffer({ country, plan, currentTotal, view, onSwitch, onKeep }: CurrencyOfferProps) {
  const current = plan.price.currencyCode;
  const currency = currencyForCountry(country);
  return currency === current ? null : (
    <Offer country={country} currency={currency} plan={plan} currentTotal={currentTotal} view={view} onSwitch={onSwitch} onKeep={onKeep} />
  );
}

function Offer({ country, currency, plan, currentTotal, view, onSwitch, onKeep }: CurrencyOfferProps & { currency: Currency }) {
  const intl = useIntl();
  const format = useFormatPrice();
  const total = useTotalIn(currency, plan, view);
  // Where prices include the tax, the amount waits for the country's rate: a total without it
  // would be named now and grow once the rate arrives.
  const taxKnown = priceTaxDisplayOf(country) === "exclusive" || view.kind === "included";
  useEffect(() => track("show", { element_name: "currency-offer" }), [country]);
  const current = plan.price.currencyCode;
  return (
    <Alert tone="info" data-testid="currency-offer" data-section="taxes">
      <p>{intl.formatMessage(m.question, { country: countryName(intl.locale, country), currency, current })}</p>
      {total !== null && taxKnown ? (
        <p>{intl.formatMessage(m.amount, { amount: format(total, currency), current: currentTotal })}</p>
      ) : null}
      <Actions>
        <Button variant="primary" onClick={() => onSwitch(currency)} data-testid="currency-offer-switch">
          {intl.formatMessage(m.switchTo, { currency })}
        </Button>
        <Button variant="secondary" onClick={onKeep} data-testid="currency-offer-keep">
          {intl.formatMessage(m.keep, { currency: current })}
        </Button>
      </Actions>
    </Alert>
  );
}
