import { useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { formatPrice } from "@/lib/money";
import { Button, Modal, space } from "@/ui";
import { paymentMessages } from "../messages/payment-messages";
import { providerName } from "../providers/provider-names";
import { isBankLinkExchange, isWalletAuthorization } from "./gateway-answers";
import type { PaymentAlert } from "./payment-alert";
import type { FrontendStep } from "./use-payment-submit";

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin-block-start: ${space(5)};
`;

type Outcome = "approve" | "cancel";

/** The gateway call of the step: the wallet's authorization, or the bank link's token exchange. */
async function completeStep(step: FrontendStep, outcome: Outcome): Promise<string | null> {
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

interface Props {
  step: FrontendStep;
  onClose: (failure: PaymentAlert | null) => void;
}

/**
 * The sandbox stand-in for a wallet's payment sheet (Apple Pay, Google Pay) and the bank-link
 * step (ACH): the shopper confirms or cancels, the gateway hands out a token, and the app's
 * callback settles the payment and leads to /processing/.
 */
export function FrontendStepDialog({ step, onClose }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const wallet = step.action === "wallet_sheet";
  const provider = wallet ? providerName(step.provider) : "";

  const finish = async (outcome: Outcome) => {
    setBusy(true);
    try {
      const token = await completeStep(step, outcome);
      if (!token) return onClose("generic");
      const callback = new URLSearchParams({ payment_id: step.payment_id, cart_id: step.cart_id, lang: intl.locale });
      callback.set(wallet ? "wallet_token" : "public_token", token);
      // A full navigation: the callback is an API route that answers with a redirect, not a page.
      window.location.assign(new URL(`/api/callback/?${callback.toString()}`, window.location.origin).href);
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
    <Modal open title={title} onClose={() => (busy ? undefined : void finish("cancel"))} testId={wallet ? "wallet-sheet" : "bank-link-step"}>
      <p>{text}</p>
      <Actions>
        <Button onClick={() => void finish("approve")} disabled={busy} data-testid={wallet ? "wallet-approve" : "bank-link-approve"}>
          {intl.formatMessage(wallet ? paymentMessages.walletApprove : paymentMessages.bankLinkApprove)}
        </Button>
        <Button variant="secondary" onClick={() => void finish("cancel")} disabled={busy} data-testid={wallet ? "wallet-cancel" : "bank-link-cancel"}>
          {intl.formatMessage(paymentMessages.cancel)}
        </Button>
      </Actions>
    </Modal>
  );
}
