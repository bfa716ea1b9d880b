import { useIntl } from "react-intl";
import styled from "styled-components";
import type { StepType } from "@/contracts/enums";
import { Skeleton, space } from "@/ui";
import { stepperMessages } from "../messages/step-messages";

const Stack = styled.div`
  display: grid;
  gap: ${space(3)};
`;

const NoScriptNote = styled.p`
  margin: 0 0 ${space(3)};
  font-weight: 600;
`;

/**
 * Heights of what each step shows, in px, so nothing moves when it arrives (ARCHITECTURE 9):
 * a payment step is the e-mail field, a heading, three methods, the card form, the renewal consent
 * line and the button; a one-click step the saved method, the consent line and the button; a
 * package step the plan cards.
 */
export const PLACEHOLDER_BLOCKS: Readonly<Record<StepType, readonly number[]>> = {
  payment: [72, 24, 52, 52, 52, 72, 72, 72, 84, 44],
  one_click_payment: [24, 52, 24, 52, 52, 84, 44],
  package_identifier: [40, 96, 96, 96],
};

/**
 * The loading placeholder of the payment section (`loading-placeholder`), shaped like its step.
 * The section is code the browser runs, so a browser with JavaScript off is told so above it
 * instead of being left with the placeholder alone.
 */
export function PaymentPlaceholder({ step = "payment" }: { step?: StepType }) {
  const intl = useIntl();
  return (
    <>
      <noscript>
        <NoScriptNote data-testid="payment-needs-javascript">{intl.formatMessage(stepperMessages.noScript)}</NoScriptNote>
      </noscript>
      <Stack
        data-testid="loading-placeholder"
        data-step={step}
        aria-busy="true"
        role="status"
        aria-label={intl.formatMessage(stepperMessages.loading)}
      >
        {PLACEHOLDER_BLOCKS[step].map((height, index) => (
          <Skeleton key={index} $height={height} />
        ))}
      </Stack>
    </>
  );
}
