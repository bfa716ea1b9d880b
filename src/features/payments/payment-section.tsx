import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { PaymentProvider } from "@/contracts/checkout-api";
import { COUNTRIES_REQUIRING_POSTAL_CODE } from "@/contracts/enums";
import { CARD_PROCESSORS, needsCardholderName } from "@/contracts/payment-enums";
import { track } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { sectionAttribute, useCheckoutQuery } from "@/features/checkout-query";
import { isFlagOn } from "@/features/feature-flags";
import { addressFieldCount, TaxAddressForm, type TaxAddress, type TaxAddressFormProps } from "@/features/taxes";
import { Alert, Boxless, Button, clientOnlyComponent, Loader, Skeleton, space, theme } from "@/ui";
import { EmailField } from "./email/email-field";
import { useEmailPrefill } from "./email/use-email-prefill";
import type { FormRules } from "./form/form-fields";
import { PaymentFields } from "./form/payment-fields";
import { usePaymentForm } from "./form/use-payment-form";
import { validateSlot, type FormErrors } from "./form/validate-payment-form";
import { paymentMessages } from "./messages/payment-messages";
import { ExpressWallets } from "./providers/express-wallets-part";
import { choiceKey, type ProviderChoice } from "./providers/provider-choice";
import { ProviderList } from "./providers/provider-list";
import { providerName } from "./providers/provider-names";
import { ProvidersFailure } from "./providers/providers-failure";
import { usePaymentProviders } from "./providers/use-payment-providers";
import { purchaseKey, type PaymentSelection } from "./selection";
import { PaymentPlaceholder } from "./steps/payment-placeholder";
import { sessionAttemptStore } from "./submit/attempt-store";
import { PayBlockedByTax } from "./submit/pay-blocked-by-tax";
import { ALERT_MESSAGES, alertForPaymentError } from "./submit/payment-alert";
import { hasOpenAttempt } from "./submit/run-payment-attempt";
import { usePaymentSubmit, type SubmitRequest } from "./submit/use-payment-submit";
import { useArrivalFocus } from "./use-arrival-focus";
import { useProblemReveal } from "./use-problem-reveal";
import { useProviderChoice } from "./use-provider-choice";
import { useRevealedAlert } from "./use-revealed-alert";
import { useSavedCardAddress } from "./use-saved-card-address";

/** Whether the billing address has the postal code (COUNTRIES_REQUIRING_POSTAL_CODE), so the card form has none. */
const asksPostalCode = (country: string | undefined) =>
  country !== undefined && (COUNTRIES_REQUIRING_POSTAL_CODE as readonly string[]).includes(country);

// The wallet sheet and the bank-link step are rare: their code loads when one opens.
const FrontendStepDialog = clientOnlyComponent(() => import("./submit/frontend-step-dialog").then((module) => module.FrontendStepDialog));
const DuplicatePurchaseNotice = clientOnlyComponent(() =>
  import("./submit/duplicate-purchase-notice").then((module) => module.DuplicatePurchaseNotice),
);

const Form = styled.form`
  display: grid;
  gap: ${space(5)};
`;

const Note = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

/** The methods' place while another country's or plan's methods load: the rest of the form stays as typed. */
const MethodsLoading = styled.div`
  display: grid;
  gap: ${space(3)};
`;

/** The methods' heading and three methods, as the placeholder draws them. */
const PLACEHOLDER_METHODS = [24, 52, 52, 52];

/** Payment failures /processing/ sends back in `error` (spec 2.3 shows them once, then hides them). */
const PAYMENT_ERRORS = new Set(["declined", "processing_failed", "canceled", "superseded"]);

export interface PaymentSectionProps {
  /** What is bought; null while the page does not know the plan yet (the section then waits). */
  selection: PaymentSelection | null;
  /**
   * Asked before paying; false stops the payment (e.g. the tax address still has an error). Told
   * whether the payment is the saved card's, taxed at the address it was saved with, or another
   * method's, taxed at the shopper's own address.
   */
  beforeSubmit?: (atSavedCardAddress: boolean) => boolean;
  /** Shown right above the pay button: on small screens, the order total and what renews when. */
  aboveSubmit?: ReactNode;
  /** Today's amount as the summary states it, which the pay button names; unset while it is not known. */
  amount?: string;
  /** The e-mail the form starts with: the failed cart's, so a retry needs no typing. */
  initialEmail?: string;
  /** A link's e-mail waits on the server (/api/checkout/prefill/) to fill the empty field. */
  emailPrefill?: boolean;
  /** The tax could not be calculated: the amount is unknown, so Pay waits and says why. */
  taxUnknown?: boolean;
  /** Asks for the tax again; offered next to the waiting Pay button, where the shopper is. */
  onRetryTaxes?: () => void;
  /**
   * The billing address (country, postal code, state), which the page keeps and taxes by: its
   * fields come after the e-mail and the methods, right above what it decides (the tax in the
   * total, Pay). Unset, the form shows none.
   */
  billingAddress?: TaxAddressFormProps;
  /** Under the billing address: what a change of it offers (another country's currency). */
  belowBillingAddress?: ReactNode;
  /**
   * The billing address saved with the one-click card while that card is chosen, else null: the
   * checkout API taxes its payment there, so the page asks the taxes for it, and the form asks for
   * no address.
   */
  onSavedCardAddress?: (address: TaxAddress | null) => void;
}

/**
 * The paying part of the payment step: e-mail, one-click and regular providers, the chosen
 * provider's fields, the billing address, the error alert and the pay button. The page feeds it
 * the selection from the URL-driven store and the address it keeps; everything else (providers,
 * tokenizing, idempotency, following the payment action) happens here.
 */
export function PaymentSection({
  selection,
  beforeSubmit,
  aboveSubmit,
  amount,
  initialEmail,
  emailPrefill = false,
  taxUnknown = false,
  onRetryTaxes,
  billingAddress,
  belowBillingAddress,
  onSavedCardAddress,
}: PaymentSectionProps) {
  const intl = useIntl();
  const { appCtx } = useAppContext();
  const { query } = useCheckoutQuery();
  const formRef = useRef<HTMLFormElement>(null);
  const loggedIn = appCtx.user !== null;
  const providers = usePaymentProviders(
    selection ? { country: selection.country, currency: selection.currency, plan: selection.plan } : null,
    loggedIn && isFlagOn(appCtx.featureFlags, "oneClickPayments"),
  );
  const { choice, pick } = useProviderChoice(providers, query.payment_provider);
  const savedCardAddress = useSavedCardAddress(choice, providers, onSavedCardAddress);
  const rules = useMemo<FormRules>(
    () => ({
      // One postal code: where the billing address asks for it (the US), the card's is that one,
      // never a second field, whatever has been typed there yet. The name on the card only where
      // the processor's tokens need it (the gateway's contract), whatever else lists it.
      fields:
        choice?.kind === "regular"
          ? choice.provider.fields.filter(
              (field) =>
                (field !== "postal_code" || !asksPostalCode(selection?.country)) &&
                (field !== "card_name" || needsCardholderName(choice.provider.identifier)),
            )
          : [],
      withEmail: !loggedIn,
      expiryLayout: isFlagOn(appCtx.featureFlags, "newPaymentMethodForm") ? "date" : "month_year",
      country: selection?.country ?? appCtx.geoData.countryCode,
    }),
    [appCtx.featureFlags, appCtx.geoData.countryCode, choice, loggedIn, selection?.country],
  );
  const form = usePaymentForm(rules, initialEmail);
  const { valuesRef, setValue } = form;
  const currentEmail = useCallback(() => valuesRef.current.email, [valuesRef]);
  useEmailPrefill(emailPrefill && !loggedIn && !initialEmail, currentEmail, setValue);
  const revealProblem = useProblemReveal(formRef);
  const { showProblems } = form;
  // A field only the server or the gateway refused (a blocked e-mail domain) is shown like the others.
  const showServerProblems = useCallback(
    (problems: FormErrors) => {
      showProblems(problems);
      if (Object.keys(problems).length > 0) revealProblem();
    },
    [showProblems, revealProblem],
  );
  const payment = usePaymentSubmit(selection, showServerProblems);
  const payBlockedId = useId();
  const [tried, setTried] = useState(false);
  const [methodsArrived, setMethodsArrived] = useState(false);

  // A reload while a payment request was under way: resolve that request before anything else,
  // once per purchase. The page builds a new selection object on every render, so `submit`
  // changes often; without the guard, this would replay a failed attempt the shopper has not retried.
  const purchase = selection ? purchaseKey(selection) : null;
  const { submit } = payment;
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    if (!purchase || resumed.current === purchase) return;
    resumed.current = purchase;
    if (hasOpenAttempt(purchase, sessionAttemptStore(), Date.now())) void submit(null);
  }, [purchase, submit]);

  const queryAlert = query.error && !query.hide_error && PAYMENT_ERRORS.has(query.error) ? alertForPaymentError(query.error) : null;
  const alert = payment.alert ?? (tried ? null : queryAlert);
  // Back from a method's own page or window: the message speaks of that method (`payment_provider`,
  // which /processing/ keeps chosen), and a declined card's comes above the empty card fields.
  const returnedWith = alert !== null && alert === queryAlert && payment.alert === null ? query.payment_provider : undefined;
  // A card (a new one or a saved one, after its bank's 3-D Secure page) keeps spec 8's decline words.
  const returnedCard = returnedWith !== undefined && (CARD_PROCESSORS as readonly string[]).includes(returnedWith);
  // A new card's fields come back empty: the message asks for it again, above them.
  const cardAgain =
    returnedCard && alert === "declined" && choice?.provider.identifier === returnedWith && rules.fields.includes("card_number");
  const alertText =
    alert === null
      ? null
      : returnedWith && !returnedCard && (query.error === "canceled" || query.error === "declined")
        ? intl.formatMessage(query.error === "canceled" ? paymentMessages.canceledWith : paymentMessages.declinedWith, {
            provider: providerName(intl, returnedWith),
          })
        : intl.formatMessage(ALERT_MESSAGES[alert]);
  const busy = payment.status !== "idle";
  const alertRef = useRevealedAlert(alert, cardAgain ? "card-number-input" : undefined);
  useArrivalFocus(providers.status === "ready" && selection !== null);

  const requestOf = (paying: ProviderChoice | null, confirmDuplicate: boolean): SubmitRequest | null =>
    paying
      ? {
          choice: paying,
          values: form.valuesRef.current,
          email: loggedIn ? undefined : form.valuesRef.current.email,
          expiryLayout: rules.expiryLayout,
          confirmDuplicate,
        }
      : null;

  // The method of the last attempt (a wallet's, or the list's): "buy it again" pays with the same one.
  const lastPaying = useRef<ProviderChoice | null>(null);
  /** Pays with `paying` once `valid` (the fields it needs) and the billing address are right. */
  const start = (paying: ProviderChoice, valid: boolean) => {
    setTried(true);
    lastPaying.current = paying;
    // Asked even when the form has problems, so every message shows at once.
    const addressReady = beforeSubmit ? beforeSubmit(paying.kind === "one-click" && savedCardAddress !== null) : true;
    track("payments_initiated", { payments_selected: choiceKey(paying), form_status: valid ? "valid" : "invalid" });
    if (!valid || !addressReady) {
      revealProblem();
      return;
    }
    void submit(requestOf(paying, false));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice || busy || taxUnknown) return;
    start(choice, form.validateAll());
  };

  // An express wallet needs only the e-mail the receipt goes to; the card fields below are not its.
  const payWithWallet = (wallet: PaymentProvider) => {
    if (busy || taxUnknown) return;
    // A wallet pays at the shopper's own address, not at the saved card's: chosen, it shows the
    // address fields again (with their messages, should the address be incomplete).
    const walletPaying: ProviderChoice = { kind: "regular", provider: wallet };
    if (savedCardAddress) pick(walletPaying);
    const problem = loggedIn ? null : validateSlot("email", form.valuesRef.current, rules, new Date());
    if (problem) form.showProblems({ email: problem });
    start(walletPaying, problem === null);
  };
  // The shopper saw "You bought this N minutes ago" and wants a second subscription all the same.
  const confirmDuplicate = () => {
    if (!busy) void submit(requestOf(lastPaying.current ?? choice, true));
  };

  // The first methods are awaited with the section's placeholder; later ones (another country or
  // plan) in the methods' place alone, so the e-mail and the billing address being changed stay.
  if (providers.status !== "loading" && !methodsArrived) setMethodsArrived(true);
  if (!selection || (providers.status === "loading" && !methodsArrived)) {
    return (
      <PaymentPlaceholder
        step={loggedIn ? "one_click_payment" : "payment"}
        // A logged-in shopper's saved card usually brings its own billing address.
        addressFields={billingAddress && !loggedIn ? addressFieldCount(billingAddress.address.country) : 0}
      />
    );
  }
  const redirectFlow = choice?.provider.flow === "redirect";
  // A wallet the link chose (`payment_provider=google_pay`) is the method: Pay opens its sheet.
  const walletChoice =
    choice && providers.status === "ready" && providers.express.includes(choice.provider) ? choice.provider.identifier : undefined;
  const details =
    rules.fields.length > 0 ? (
      <>
        {cardAgain ? (
          <div ref={alertRef} tabIndex={-1}>
            <Alert tone="error" data-testid="payment-error-alert">
              {alertText} {intl.formatMessage(paymentMessages.enterCardAgain)}
            </Alert>
          </div>
        ) : null}
        <PaymentFields rules={rules} values={form.values} errors={form.errors} onValue={form.setValue} onLeave={form.blur} />
        {rules.fields.includes("card_number") ? <Note>{intl.formatMessage(paymentMessages.secureNote)}</Note> : null}
      </>
    ) : null;
  const email = (
    <Boxless {...sectionAttribute("email")}>
      <EmailField value={form.values.email} problem={form.errors.email} onValue={form.setValue} onLeave={form.blur} />
    </Boxless>
  );
  // emailInputInPayment: the e-mail opens the payment form; without it, the form asks for it
  // after the methods, right above the Pay button (where the receipt goes, once the method is chosen).
  // Either way it comes before the billing address.
  const emailFirst = isFlagOn(appCtx.featureFlags, "emailInputInPayment");
  return (
    <Form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} data-testid="payment-form">
      {emailFirst ? email : null}
      <Boxless {...sectionAttribute("payment")}>
        {providers.status === "loading" ? (
          <MethodsLoading aria-busy="true" data-testid="providers-loading">
            {PLACEHOLDER_METHODS.map((height, index) => (
              <Skeleton key={index} height={height} />
            ))}
          </MethodsLoading>
        ) : providers.status === "error" ? (
          <ProvidersFailure onRetry={providers.retry} />
        ) : (
          <>
            {providers.express.length > 0 ? (
              <ExpressWallets wallets={providers.express} selected={walletChoice} onPay={payWithWallet} disabled={busy || taxUnknown} />
            ) : null}
            <ProviderList
              kind="one-click"
              providers={providers.oneClick}
              selected={choice}
              onSelect={pick}
              disabled={busy}
              details={savedCardAddress ? <Note>{intl.formatMessage(paymentMessages.savedCardAddress)}</Note> : null}
            />
            <ProviderList
              kind="regular"
              providers={providers.regular}
              selected={choice}
              onSelect={pick}
              disabled={busy}
              details={details}
            />
          </>
        )}
      </Boxless>
      {/* The alert and the Pay button belong to the payment section too (after the methods, so a
          link's focus=payment still finds the methods first). */}
      {emailFirst ? null : email}
      {billingAddress && !savedCardAddress ? (
        <>
          <TaxAddressForm {...billingAddress} />
          {belowBillingAddress}
        </>
      ) : null}
      <Boxless {...sectionAttribute("payment")}>
        {alert && !cardAgain ? (
          <div ref={alertRef} tabIndex={-1}>
            <Alert tone="error" data-testid="payment-error-alert">
              {alertText}
            </Alert>
          </div>
        ) : null}
        {payment.earlier ? (
          <DuplicatePurchaseNotice
            earlier={payment.earlier}
            onOpenOrder={payment.openEarlierOrder}
            onConfirm={confirmDuplicate}
            busy={busy}
          />
        ) : null}
        {aboveSubmit}
        {taxUnknown ? <PayBlockedByTax id={payBlockedId} onRetry={onRetryTaxes} /> : null}
        <Button
          type="submit"
          block
          disabled={busy || !choice || taxUnknown || Boolean(payment.earlier)}
          aria-describedby={taxUnknown ? payBlockedId : undefined}
          data-testid="submit-payment-button"
        >
          {busy ? <Loader size="small" /> : null}
          {busy
            ? intl.formatMessage(paymentMessages.processing)
            : walletChoice
              ? intl.formatMessage(paymentMessages.walletTitle, { provider: providerName(intl, walletChoice) })
              : redirectFlow && choice
                ? intl.formatMessage(paymentMessages.continueWith, { provider: providerName(intl, choice.provider.identifier) })
                : amount
                  ? intl.formatMessage(paymentMessages.payAmount, { amount })
                  : intl.formatMessage(paymentMessages.pay)}
        </Button>
        {payment.step ? <FrontendStepDialog step={payment.step} onClose={payment.closeStep} /> : null}
      </Boxless>
    </Form>
  );
}
