import { useState } from "react";
import { useIntl } from "react-intl";
import { formatPrice } from "@/lib/money";
import { Button, Modal } from "@/ui";
import { paymentMessages } from "../messages/payment-messages";
import { providerName } from "../providers/provider-names";
import { callbackHref } from "./callback-href";
import { isBankLinkExchange, isWalletAuthorization } from "./gateway-answers";
import type { PaymentAlert } from "./payment-alert";
import { ProviderWindowStep } from "./provider-window-step";
import { StepActions } from "./step-actions";
import type { FrontendStep } from "./use-payment-submit";

type Outcome = "approve" | "cancel";

type SheetStep = Extract<FrontendStep, { action: "wallet_sheet" | "bank_link" }>;
type WindowStep = Extract<FrontendStep, { action: "popup" | "widget" }>;

/** The gateway call of the step: the wallet's authorization, or the bank link's token exchange. */
async function completeStep(step: SheetStep, outcome: Outcome): Promise<string | null> {
  const wallet = step.action === "wallet_sheet";
  const response = await fetch(wallet ? step.authorize_url : step.exchange_url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(wallet ? { payment_id: step.payment_id, outcome } : { link_token: step.link_token, outcome }),
    credentials: "omit",
    referrerPolicy: "no-referrer",
  });
  if (!response.ok) throw new Error(`frontend step: ${response.status}`);
  const data: unknown = await response.json();
  // A malformed answer throws like a failed request: the dialog closes with the generic alert.
  if (wallet) {
    if (!isWalletAuthorization(data)) throw new Error("wallet authorization: malformed answer");
    return data.wallet_token;
  }
  if (!isBankLinkExchange(data)) throw new Error("bank link exchange: malformed answer");
  return data.public_token;
}

interface Props<Step extends FrontendStep = FrontendStep> {
  step: Step;
  onClose: (failure: PaymentAlert | null) => void;
}

const isWindowStep = (step: FrontendStep): step is WindowStep => step.action === "popup" || step.action === "widget";

/** The step a `frontend_action` asks for: a sheet (wallet, bank link), or the provider's own page in a popup or widget. */
export function FrontendStepDialog({ step, onClose }: Props) {
  return isWindowStep(step) ? <ProviderWindowStep step={step} onClose={onClose} /> : <SheetStepDialog step={step} onClose={onClose} />;
}

/**
 * The sandbox stand-in for a wallet's payment sheet (Apple Pay, Google Pay) and the bank-link
 * step (ACH): the shopper confirms or cancels, the gateway hands out a token, and the app's
 * callback settles the payment and leads to /processing/.
 */
function SheetStepDialog({ step, onClose }: Props<SheetStep>) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const wallet = step.action === "wallet_sheet";
  const provider = wallet ? providerName(intl, step.provider) : "";

  const finish = async (outcome: Outcome) => {
    setBusy(true);
    try {
      const token = await completeStep(step, outcome);
      if (!token) return onClose("generic");
      // A full navigation: the callback is an API route that answers with a redirect, not a page.
      window.location.assign(
        callbackHref(step.payment_id, step.cart_id, intl.locale, { name: wallet ? "wallet_token" : "public_token", value: token }),
      );
    } catch {
      setBusy(false);
      onClose("generic");
    }
  };

  const title = wallet ? intl.formatMessage(paymentMessages.walletTitle, { provider }) : intl.formatMessage(paymentMessages.bankLinkTitle);
  const text = wallet
    ? intl.formatMessage(paymentMessages.walletText, { provider, amount: formatPrice(step.amount, step.currency, intl.locale) })
    : intl.formatMessage(paymentMessages.bankLinkText);
  return (
    <Modal
      open
      title={title}
      onClose={() => (busy ? undefined : void finish("cancel"))}
      testId={wallet ? "wallet-sheet" : "bank-link-step"}
    >
      <p>{text}</p>
      <StepActions>
        <Button onClick={() => void finish("approve")} disabled={busy} data-testid={wallet ? "wallet-approve" : "bank-link-approve"}>
          {intl.formatMessage(wallet ? paymentMessages.walletApprove : paymentMessages.bankLinkApprove)}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void finish("cancel")}
          disabled={busy}
          data-testid={wallet ? "wallet-cancel" : "bank-link-cancel"}
        >
          {intl.formatMessage(paymentMessages.cancel)}
        </Button>
      </StepActions>
    </Modal>
  );
}
