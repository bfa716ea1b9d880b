import type { Ref } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { StepType } from "@/contracts/enums";
import { media, Skeleton, space } from "@/ui";
import { stepperMessages } from "../messages/step-messages";

const Stack = styled.div`
  display: grid;
  gap: ${space(3)};
`;

/** The billing address's fields: stacked on a phone, side by side from md, as the address lays them out. */
const AddressFields = styled.div`
  display: grid;
  gap: ${space(3)};
  ${media.md`grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));`}
`;

const NoScriptNote = styled.p`
  margin: 0 0 ${space(3)};
  font-weight: 600;
`;

/**
 * Heights of what each step shows, in px, so nothing moves when it arrives (ARCHITECTURE 9):
 * a payment step is the e-mail field, a heading, three methods and the card form, then (after the
 * billing address, AddressFields) the renewal consent line and the button; a one-click step the
 * saved method and the regular methods, then the consent line and the button; a package step the
 * plan cards.
 */
export const PLACEHOLDER_BLOCKS: Readonly<Record<StepType, { readonly before: readonly number[]; readonly after: readonly number[] }>> = {
  payment: { before: [72, 24, 52, 52, 52, 72, 72], after: [84, 44] },
  one_click_payment: { before: [24, 52, 24, 52, 52], after: [84, 44] },
  package_identifier: { before: [40, 96, 96, 96], after: [] },
};

/** The billing address's legend and one field's label and box. */
const ADDRESS_LEGEND_PX = 24;
const ADDRESS_FIELD_PX = 72;

export interface PaymentPlaceholderProps {
  /** The placeholder's box: where the section will be, for loading its code as the shopper nears it. */
  ref?: Ref<HTMLDivElement>;
  step?: StepType;
  /** How many fields the billing address shows in the section (0 where it has none). */
  addressFields?: number;
}

/**
 * The loading placeholder of the payment section (`loading-placeholder`), shaped like its step.
 * The section is code the browser runs, so a browser with JavaScript off is told so above it
 * instead of being left with the placeholder alone.
 */
export function PaymentPlaceholder({ ref, step = "payment", addressFields = 0 }: PaymentPlaceholderProps) {
  const intl = useIntl();
  const { before, after } = PLACEHOLDER_BLOCKS[step];
  return (
    <>
      <noscript>
        <NoScriptNote data-testid="payment-needs-javascript">{intl.formatMessage(stepperMessages.noScript)}</NoScriptNote>
      </noscript>
      <Stack
        ref={ref}
        data-testid="loading-placeholder"
        data-step={step}
        aria-busy="true"
        role="status"
        aria-label={intl.formatMessage(stepperMessages.loading)}
      >
        {before.map((height, index) => (
          <Skeleton key={index} height={height} />
        ))}
        {addressFields > 0 && step !== "package_identifier" ? (
          <>
            <Skeleton height={ADDRESS_LEGEND_PX} />
            <AddressFields>
              {Array.from({ length: addressFields }, (_, index) => (
                <Skeleton key={index} height={ADDRESS_FIELD_PX} />
              ))}
            </AddressFields>
          </>
        ) : null}
        {after.map((height, index) => (
          <Skeleton key={`after-${index}`} height={height} />
        ))}
      </Stack>
    </>
  );
}
