import { useCallback, useLayoutEffect, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { TaxesResponse } from "@/contracts/checkout-api";
import { setCheckoutContext, usePlanAnalytics } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { useBrand } from "@/features/brand";
import { sectionAttribute } from "@/features/checkout-query";
import { CountdownBanner } from "@/features/countdown";
import { CouponForm, couponOutcome } from "@/features/coupon";
import { CrossSellOffers } from "@/features/cross-sell";
import { ErrorScreen } from "@/features/errors";
import { isFlagOn } from "@/features/feature-flags";
import { useFormatPrice } from "@/features/i18n";
import { StepPlaceholder } from "@/features/layout";
import { MoneyBackGuarantee, OrderGlance, OrderSummary, RenewalConsent, SummaryBar, summaryTotals } from "@/features/order-summary";
import { DeferredPaymentSection, sectionWantedAtOnce, Stepper, type PaymentSelection } from "@/features/payments";
import { PlanOptions, planTitle, ProductFilterOptions, serviceNames } from "@/features/plans";
import {
  countryNamesAhead,
  hasTaxState,
  isCompleteTaxAddress,
  isCompleteZip,
  PriceTaxProvider,
  priceTaxViewOf,
  shownAmount,
  useTaxAddress,
  useTaxes,
  type TaxAddress,
} from "@/features/taxes";
import { Alert, Boxless, lazyComponent, media, space, theme } from "@/ui";
import { addedServices, periodControlOf, planChoiceParams, upgradeOf } from "./flag-offer";
import { checkoutPageMessages } from "./messages";
import { PaymentTerms } from "./payment-terms";
import { PlanChoice } from "./plan-choice";
// In the page's own code: a part the server draws that is loaded on demand streams in later in
// non-English pages, with an inline script the page's CSP blocks (seen as a second offer).
import { PlanUpgradeOffer } from "./plan-upgrade-offer";
import { StalePrices } from "./stale-prices";
import { useCheckoutSelection } from "./use-checkout-selection";
import { useCurrencyOffer } from "./use-currency-offer";

const CurrencyOffer = lazyComponent(() => import("./currency-offer").then((module) => module.CurrencyOffer));

// The full summary sits in the side column; small screens get the bar above the pay button instead.
/**
 * The screen's grid and its columns, styled as one: each styled element is a component of its own
 * for the server to render on every request (performance.md, "a render").
 */
const Layout = styled.div`
  display: grid;
  gap: ${space(6)};
  padding: ${space(6)} ${space(4)} ${space(10)};
  grid-template-areas: "choose" "summary" "pay";
  ${media.lg`
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-areas: "choose summary" "pay summary";
    align-items: start;
  `}
  & > .choose {
    grid-area: choose;
    display: grid;
    gap: ${space(8)};
    min-inline-size: 0;
  }
  & > .summary {
    grid-area: summary;
    display: grid;
    gap: ${space(4)};
    min-inline-size: 0;
    ${media.lg`
      position: sticky;
      inset-block-start: ${space(4)};
    `}
  }
  & > .summary > .wide-only {
    display: none;
    ${media.lg`display: block;`}
  }
  & > .pay {
    grid-area: pay;
    display: grid;
    gap: ${space(4)};
    min-inline-size: 0;
  }
  & > .choose > .intro {
    display: grid;
    gap: ${space(1)};
  }
  & > .choose > .intro > p {
    color: ${theme.color.textMuted};
  }
`;

interface PaymentScreenProps {
  /** Taxes the server computed for the first address and cart, so the first paint has a total. */
  initialTaxes?: TaxesResponse | null;
  /** The e-mail of the cart this browser made, when a failed payment brought the shopper back. */
  cartEmail?: string | null;
  /** The link chose the plan (isPlanPreselected, on the server): small screens show it closed. */
  planPreselected?: boolean;
  /** A link's e-mail waits on the server to prefill the form. */
  emailPrefill?: boolean;
  /** The pricing API was slow or failing: the prices are its last good answer, and the page says so. */
  plansStale?: boolean;
}

/** `/payment/`: plan choice, cross-sells, coupon, tax address and the order summary. */
export function PaymentScreen({
  initialTaxes = null,
  cartEmail = null,
  planPreselected = false,
  emailPrefill = false,
  plansStale = false,
}: PaymentScreenProps) {
  const intl = useIntl();
  const brand = useBrand();
  const format = useFormatPrice();
  const { appCtx } = useAppContext();
  const selection = useCheckoutSelection();
  const { query, product, plans, offered, plan, crossSells } = selection;
  const flags = appCtx.featureFlags;
  const { address: ownAddress, setAddress, keepAddress } = useTaxAddress(appCtx.geoData);
  // What the payment section needs with it, loaded as its code loads: the renewal terms drawn
  // beside Pay, and the country names of its billing address, prepared meanwhile.
  const loadWithSection = useCallback(() => {
    void countryNamesAhead(intl.locale);
    return RenewalConsent.preload();
  }, [intl.locale]);
  // While a saved card is chosen, its billing address is the tax address (the checkout API taxes
  // its payment there), and the form asks for none; the shopper's own address stays for the rest.
  const [savedCardAddress, setSavedCardAddress] = useState<TaxAddress | null>(null);
  const address = savedCardAddress ?? ownAddress;
  // Without the state whose tax applies (US, Canada) nothing is asked: no one else's rate is shown.
  const awaitingAddress = !hasTaxState(address);
  const priceIds = plan && !awaitingAddress ? [plan, ...crossSells].map((item) => item.price.id) : [];
  const completeZip = (of: TaxAddress) => (isCompleteZip(of.country, of.zip) ? of : { ...of, zip: undefined });
  const taxAddress = completeZip(address);
  const taxes = useTaxes(taxAddress, priceIds, plan?.price.currencyCode ?? appCtx.currency, initialTaxes);
  const taxFigures = awaitingAddress ? null : taxes.data;
  const [showAddressErrors, setShowAddressErrors] = useState(false);
  const currencyOffer = useCurrencyOffer(ownAddress, setAddress);
  usePlanAnalytics(plans.data ? offered : undefined, plan);
  const outcome = plans.data
    ? couponOutcome({
        code: query.coupon,
        status: plan?.couponStatus ?? plans.data.coupon?.status,
        percentage: plans.data.coupon?.percentage,
        legacy: plan?.coupon?.isLegacy === true,
        networkError: Boolean(plans.error?.networkError),
      })
    : null;
  // Set before the page's effects send their events, so they carry the choice.
  useLayoutEffect(() =>
    setCheckoutContext(plan && outcome ? { plan, crossSells, coupon: outcome, taxes: address, packages: selection.variables } : null),
  );

  if (!plans.data) {
    return plans.error ? <ErrorScreen statusCode={503} /> : <StepPlaceholder label={intl.formatMessage(checkoutPageMessages.loading)} />;
  }
  if (!plan || !outcome) {
    return (
      <Layout>
        <Alert tone="info">{intl.formatMessage(checkoutPageMessages.noPlans)}</Alert>
      </Layout>
    );
  }

  // The shopper's own address: the methods are those of their country, and a saved card's payment
  // is taxed at the card's address by the checkout API whatever this says.
  const ownTaxAddress = completeZip(ownAddress);
  const paymentSelection: PaymentSelection = {
    plan: plan.identifier,
    crossSellPlans: crossSells.map((offer) => offer.identifier),
    coupon: outcome.kind === "applied" ? outcome.code : undefined,
    currency: plan.price.currencyCode,
    country: ownTaxAddress.country,
    state: ownTaxAddress.state,
    zip: ownTaxAddress.zip,
  };
  const summary = {
    plan,
    crossSells,
    couponCode: outcome.kind === "applied" ? outcome.code : null,
    pricesWithoutCoupon: selection.pricesWithoutCoupon,
    taxes: taxFigures,
    taxesLoading: !awaitingAddress && taxes.loading,
    taxesFailed: !awaitingAddress && taxes.failed,
    awaitingAddress,
  };
  const taxView = priceTaxViewOf(address.country, taxFigures);
  const upgrade = upgradeOf(offered, plan, flags);
  const currency = plan.price.currencyCode;
  const shownTotal = [plan, ...crossSells].reduce((sum, item) => sum + shownAmount(item.price.total, item.price.currencyCode, taxView), 0);
  // Pay names what is charged today, the summary's total; before the tax is known there is no such figure.
  const payAmount =
    awaitingAddress || summary.taxesFailed || !taxFigures
      ? undefined
      : format(summaryTotals([plan, ...crossSells], taxFigures, summary.taxesLoading).total, currency);

  return (
    <PriceTaxProvider value={taxView}>
      <Layout data-testid="payment-step" aria-busy={plans.fetching}>
        <div className="choose">
          <Stepper step={query.payment_step ?? "payment"} />
          <header className="intro">
            <h1>{intl.formatMessage(checkoutPageMessages.heading, { provider: brand.name })}</h1>
            <p>{intl.formatMessage(checkoutPageMessages.secure)}</p>
          </header>
          {plansStale ? <StalePrices /> : null}
          {appCtx.countdownEndTime !== null ? <CountdownBanner endTime={appCtx.countdownEndTime} /> : null}
          <PlanChoice preselected={planPreselected} glance={(toggle) => <OrderGlance {...summary}>{toggle}</OrderGlance>}>
            <ProductFilterOptions product={product} filters={query.product_filters?.filters} onChange={selection.changeFilters} />
            <Boxless {...sectionAttribute("plans")}>
              <PlanOptions
                plans={offered}
                selected={plan}
                onSelect={selection.choosePlan}
                periodControl={periodControlOf(flags)}
                pricesWithoutCoupon={selection.pricesWithoutCoupon}
              />
            </Boxless>
            {isFlagOn(flags, "addOn") ? (
              <Boxless {...sectionAttribute("cross_sell")}>
                <CrossSellOffers offers={plan.crossSellPlans} chosen={crossSells} onToggle={selection.toggleCrossSell} />
              </Boxless>
            ) : null}
          </PlanChoice>
        </div>
        <aside className="summary">
          <div className="wide-only" data-section="order_summary">
            <OrderSummary {...summary} />
          </div>
          {upgrade ? (
            <PlanUpgradeOffer
              title={planTitle(intl, upgrade)}
              amount={format(
                shownAmount(upgrade.price.total, currency, taxView) - shownAmount(plan.price.total, currency, taxView),
                currency,
              )}
              added={serviceNames(intl, { services: addedServices(plan, upgrade) })}
              choice={planChoiceParams(upgrade)}
              onUpgrade={() => selection.choosePlan(upgrade)}
            />
          ) : null}
          {isFlagOn(flags, "coupon") ? (
            <Boxless {...sectionAttribute("coupon")}>
              <CouponForm outcome={outcome} checking={plans.fetching} onApply={selection.applyCoupon} onRemove={selection.removeCoupon} />
            </Boxless>
          ) : null}
        </aside>
        <div className="pay">
          <DeferredPaymentSection
            billingAddress={{
              address: ownAddress,
              onChange: currencyOffer.changeAddress,
              onDraft: keepAddress,
              showErrors: showAddressErrors,
            }}
            onSavedCardAddress={setSavedCardAddress}
            belowBillingAddress={
              currencyOffer.offeredFor ? (
                <CurrencyOffer
                  country={currencyOffer.offeredFor}
                  plan={plan}
                  currentTotal={format(shownTotal, plan.price.currencyCode)}
                  view={taxView}
                  onSwitch={(currency) => void selection.update({ currency })}
                  onKeep={currencyOffer.dismiss}
                />
              ) : null
            }
            loadWith={loadWithSection}
            atOnce={sectionWantedAtOnce(query)}
            selection={paymentSelection}
            initialEmail={cartEmail ?? undefined}
            emailPrefill={emailPrefill}
            amount={payAmount}
            taxUnknown={summary.taxesFailed}
            onRetryTaxes={taxes.retry}
            beforeSubmit={(atSavedCardAddress) => {
              setShowAddressErrors(true);
              // A US address needs its state and a complete ZIP code before paying (spec section 3);
              // the saved card's own address is whole, or it is not used.
              return isCompleteTaxAddress(atSavedCardAddress && savedCardAddress ? savedCardAddress : ownAddress);
            }}
            aboveSubmit={
              <>
                <SummaryBar {...summary} />
                <RenewalConsent items={[plan, ...crossSells]} provider={brand.name} />
              </>
            }
          />
          <MoneyBackGuarantee />
          <PaymentTerms provider={brand.name} />
        </div>
      </Layout>
    </PriceTaxProvider>
  );
}
