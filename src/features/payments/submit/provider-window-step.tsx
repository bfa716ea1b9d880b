import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { PROVIDER_WINDOW_MESSAGE } from "@/contracts/enums";
import { useAppContext } from "@/features/app-context";
import { isRecord } from "@/lib/guards";
import { Button, media, Modal, theme } from "@/ui";
import { paymentMessages } from "../messages/payment-messages";
import { providerName } from "../providers/provider-names";
import { callbackHref } from "./callback-href";
import type { PaymentAlert } from "./payment-alert";
import { PROVIDER_WINDOW_FEATURES } from "./provider-window";
import { StepActions } from "./step-actions";
import type { FrontendStep } from "./use-payment-submit";

// The provider's page stacks its buttons on a phone: tall enough that none is cut off.
const Frame = styled.iframe`
  display: block;
  inline-size: 100%;
  block-size: 520px;
  ${media.md`block-size: 420px;`}
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
`;

const CLOSED_POLL_MS = 400;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

interface Props {
  step: Extract<FrontendStep, { action: "popup" | "widget" }>;
  onClose: (failure: PaymentAlert | null) => void;
}

/**
 * The provider's own page at the gateway, in a popup over the checkout (PayPal in-context) or
 * framed in this dialog (Amazon Pay's widget). Only a page of the configured gateway is opened
 * or framed. When the gateway's page says the shopper decided (a message from the gateway's
 * origin naming this payment), when the popup is closed, or when the shopper cancels here, the
 * page goes to /api/callback/: the checkout API settles the payment (an undecided one is
 * canceled) and the shopper lands on /processing/ as after a redirect. The popup is the window
 * the pay click opened when there is one (openProviderWindow), sent to the gateway's page now.
 */
export function ProviderWindowStep({ step, onClose }: Props) {
  const intl = useIntl();
  const { config } = useAppContext();
  const gatewayOrigin = originOf(config.gatewayUrl);
  const trusted = gatewayOrigin !== null && originOf(step.url) === gatewayOrigin;
  const provider = providerName(intl, step.provider);
  const popup = useRef<Window | null>(step.window ?? null);
  // Whether the popup shows the gateway's page yet, not the placeholder of the click that opened it.
  const atGateway = useRef(false);
  const left = useRef(false);
  const [blocked, setBlocked] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    setLeaving(true);
    if (popup.current && !popup.current.closed) popup.current.close();
    window.location.assign(callbackHref(step.payment_id, step.cart_id, intl.locale));
  }, [intl.locale, step.cart_id, step.payment_id]);

  const openPopup = useCallback(() => {
    const current = popup.current;
    if (current && !current.closed) {
      if (!atGateway.current) current.location.href = step.url;
      atGateway.current = true;
      current.focus();
      return;
    }
    popup.current = window.open(step.url, `checkout-${step.payment_id}`, PROVIDER_WINDOW_FEATURES);
    atGateway.current = popup.current !== null;
    setBlocked(popup.current === null);
  }, [step.payment_id, step.url]);

  useEffect(() => {
    if (trusted) return;
    step.window?.close();
    onClose("generic");
  }, [onClose, step.window, trusted]);

  useEffect(() => {
    if (!trusted) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== gatewayOrigin || !isRecord(event.data)) return;
      if (event.data.type === PROVIDER_WINDOW_MESSAGE && event.data.payment_id === step.payment_id) leave();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [gatewayOrigin, leave, step.payment_id, trusted]);

  // The popup shows the gateway's page as soon as the payment exists; closing it, decided or not
  // (or before its page arrived), ends the step.
  useEffect(() => {
    if (!trusted || step.action !== "popup") return;
    if (!popup.current?.closed) openPopup();
    const timer = window.setInterval(() => {
      if (popup.current?.closed) leave();
    }, CLOSED_POLL_MS);
    return () => window.clearInterval(timer);
  }, [leave, openPopup, step.action, trusted]);

  if (!trusted) return null;
  const widget = step.action === "widget";
  return (
    <Modal
      open
      title={intl.formatMessage(paymentMessages.walletTitle, { provider })}
      onClose={leave}
      testId={widget ? "provider-widget" : "provider-popup"}
    >
      <p>
        {intl.formatMessage(widget ? paymentMessages.widgetText : blocked ? paymentMessages.popupBlocked : paymentMessages.popupText, {
          provider,
        })}
      </p>
      {widget ? (
        <Frame
          src={step.url}
          title={intl.formatMessage(paymentMessages.widgetFrameTitle, { provider })}
          referrerPolicy="no-referrer"
          sandbox="allow-forms allow-scripts allow-same-origin allow-top-navigation-by-user-activation"
          data-testid="provider-widget-frame"
        />
      ) : null}
      <StepActions>
        {widget ? null : (
          <Button onClick={openPopup} disabled={leaving} data-testid="provider-popup-open">
            {intl.formatMessage(paymentMessages.popupOpen, { provider })}
          </Button>
        )}
        <Button variant="secondary" onClick={leave} disabled={leaving} data-testid="provider-window-cancel">
          {intl.formatMessage(paymentMessages.cancel)}
        </Button>
      </StepActions>
    </Modal>
  );
}
