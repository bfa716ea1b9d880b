import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { track } from "@/features/analytics";
import { Alert, Button, lazyComponent, space } from "@/ui";
import type { CouponOutcome } from "./coupon-outcome";
import { couponMessages } from "./messages";

// Most shoppers never open the coupon form: its code loads when it opens (or a link's code was refused).
const CouponEntry = lazyComponent(() => import("./coupon-entry").then((module) => module.CouponEntry));

const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
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
    const key = `${outcome.code}:${outcome.kind === "applied" ? "applied" : outcome.error}`;
    if (reported.current === key) return;
    reported.current = key;
    if (outcome.kind === "applied") track("coupon_applied", { coupon_code: outcome.code, coupon_status: "applied" });
    else track("coupon_declined", { coupon_code: outcome.code, coupon_status: outcome.error });
  }, [outcome, checking]);
}

/** Show-form, input, apply and delete for the coupon of the address (CONTRACTS test ids). */
export function CouponForm({ outcome, checking, onApply, onRemove }: CouponFormProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(outcome.kind !== "none");
  useCouponAnalytics(outcome, checking);

  function remove() {
    if (outcome.kind !== "none") track("coupon_removed", { coupon_code: outcome.code });
    onRemove();
  }

  if (outcome.kind === "applied" && !checking) {
    return (
      <Applied>
        <Alert tone="success" data-testid="coupon-applied-message">
          {intl.formatMessage(couponMessages.applied, { code: outcome.code, percentage: outcome.percentage })}
        </Alert>
        <Button variant="link" onClick={remove} data-testid="coupon-delete-button">
          {intl.formatMessage(couponMessages.remove)}
        </Button>
      </Applied>
    );
  }

  if (!open) {
    return (
      <Button variant="link" onClick={() => setOpen(true)} data-testid="coupon-show-form-button">
        {intl.formatMessage(couponMessages.showForm)}
      </Button>
    );
  }

  return <CouponEntry outcome={outcome} checking={checking} onApply={onApply} onRemove={remove} />;
}
