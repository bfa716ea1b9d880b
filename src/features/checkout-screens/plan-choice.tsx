import { useId, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { breakpoints, Button, media, space, theme } from "@/ui";
import { checkoutPageMessages } from "./messages";

/** Small screens only: the column beside the options shows the full summary from lg up (the same page section). */
const Glance = styled.div`
  ${media.lg`display: none;`}
`;

/** A text button with a full-height tap target, so it fits beside the plan's name. */
const Toggle = styled(Button)`
  && {
    min-block-size: 44px;
    margin-block: -${space(3)};
    font-size: ${theme.font.size.sm};
    white-space: nowrap;
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${space(8)};
  min-inline-size: 0;
  @media (max-width: ${breakpoints.lg - 0.02}px) {
    &[data-collapsed="true"] {
      display: none;
    }
  }
`;

interface PlanChoiceProps {
  /** The link chose the plan: small screens start with the options closed under the glance. */
  preselected: boolean;
  /** The order at a glance, given the toggle to show. */
  glance: (toggle: ReactNode) => ReactNode;
  /** Period, variant and add-on options. */
  children: ReactNode;
}

/**
 * Below lg, a plan the link already chose is a summary with a "Change plan" button that opens the
 * options (a disclosure: aria-expanded on a real button, aria-controls on the region); from lg
 * the options are always shown and the toggle is not. The first state comes from the address, so
 * the server draws what the browser hydrates and nothing moves.
 */
export function PlanChoice({ preselected, glance, children }: PlanChoiceProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(!preselected);
  const optionsId = useId();
  const toggleId = useId();
  const toggle = (
    <Toggle
      id={toggleId}
      variant="link"
      aria-expanded={open}
      aria-controls={optionsId}
      onClick={() => setOpen(!open)}
      data-testid="change-plan-button"
    >
      {intl.formatMessage(open ? checkoutPageMessages.hidePlans : checkoutPageMessages.changePlan)}
    </Toggle>
  );
  return (
    <>
      <Glance data-section="order_summary">{glance(toggle)}</Glance>
      <Options id={optionsId} role="region" aria-labelledby={toggleId} data-collapsed={!open}>
        {children}
      </Options>
    </>
  );
}
