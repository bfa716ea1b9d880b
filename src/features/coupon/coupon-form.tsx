import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { track } from "@/features/analytics";
import { Button, space, theme } from "@/ui";
// In the page's own code: the server draws the form when a link's code was refused, and a
// server-drawn field must work at once (see src/ui/lazy-component.tsx).
import { CouponEntry } from "./coupon-entry";
import type { CouponOutcome } from "./coupon-outcome";
import { couponMessages } from "./messages";

/**
 * An applied code is good news, told in one line with its way back beside it: no box, so on a
 * phone it does not push the form further down than the glance above it already has.
 */
const Applied = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  font-size: ${theme.font.size.sm};
`;

const Good = styled.p`
  margin: 0;
  color: ${theme.color.success};
`;

/** The check mark is drawn by CSS: decoration, outside the message's text. */
const Check = styled.span`
  &::before {
    content: "✓";
    font-weight: ${theme.font.weight.bold};
    margin-inline-end: ${space(1)};
  }
`;

const Remove = styled(Button)`
  && {
    flex: none;
    font-size: ${theme.font.size.sm};
  }
`;

interface CouponFormProps {
  outcome: CouponOutcome;
  /** A new price is being fetched for the code just applied. */
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

function useCouponAnalytics(outcome: CouponOutcome, checking: boolean) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (checking || outcome.kind === "none") return;
    const status = outcome.kind === "applied" ? "applied" : outcome.kind === "better_deal" ? "better_deal_available" : outcome.error;
    const key = `${outcome.code}:${status}`;
    if (reported.current === key) return;
    reported.current = key;
    if (outcome.kind === "applied") track("coupon_applied", { coupon_code: outcome.code, coupon_status: "applied" });
    else track("coupon_declined", { coupon_code: outcome.code, coupon_status: status });
  }, [outcome, checking]);
}

/** Show-form, input, apply and delete for the coupon of the address (CONTRACTS test ids). */
export function CouponForm({ outcome, checking, onApply, onRemove }: CouponFormProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(outcome.kind !== "none");
  // Only a shopper's own click moves the focus: a link's refused code opens the form unasked.
  const [openedByShopper, setOpenedByShopper] = useState(false);
  useCouponAnalytics(outcome, checking);

  function remove() {
    if (outcome.kind !== "none") track("coupon_removed", { coupon_code: outcome.code });
    onRemove();
  }

  // A better deal is good news, not a refusal: the plan's own, lower price is the one charged.
  if ((outcome.kind === "applied" || outcome.kind === "better_deal") && !checking) {
    return (
      <Applied>
        {outcome.kind === "applied" ? (
          <Good role="status" data-testid="coupon-applied-message">
            <Check aria-hidden="true" />
            {outcome.percentage === null
              ? intl.formatMessage(couponMessages.appliedLegacy, { code: outcome.code })
              : intl.formatMessage(couponMessages.applied, { code: outcome.code, percentage: outcome.percentage })}
          </Good>
        ) : (
          <Good role="status" data-testid="coupon-better-deal-message">
            <Check aria-hidden="true" />
            {intl.formatMessage(couponMessages.betterDeal, { code: outcome.code })}
          </Good>
        )}
        <Remove variant="link" onClick={remove} data-testid="coupon-delete-button">
          {intl.formatMessage(couponMessages.remove)}
        </Remove>
      </Applied>
    );
  }

  if (!open) {
    return (
      <Button
        variant="link"
        onClick={() => {
          setOpen(true);
          setOpenedByShopper(true);
        }}
        data-testid="coupon-show-form-button"
      >
        {intl.formatMessage(couponMessages.showForm)}
      </Button>
    );
  }

  return <CouponEntry outcome={outcome} checking={checking} onApply={onApply} onRemove={remove} focusOnOpen={openedByShopper} />;
}
