import { useEffect, useRef, useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { track } from "@/features/analytics";
import { Alert, Button, Input, space } from "@/ui";
import type { CouponOutcome } from "./coupon-outcome";
import { couponMessages } from "./messages";

const Box = styled.div`
  display: grid;
  gap: ${space(3)};
`;

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${space(2)};
`;

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

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

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
  const [value, setValue] = useState(outcome.kind === "none" ? "" : outcome.code);
  const [localError, setLocalError] = useState<string | null>(null);
  useCouponAnalytics(outcome, checking);

  function apply(event: FormEvent) {
    event.preventDefault();
    const code = value.trim();
    if (!CODE.test(code)) {
      setLocalError(intl.formatMessage(code === "" ? couponMessages.empty : couponMessages.invalid));
      return;
    }
    setLocalError(null);
    track("coupon_initiated", { coupon_code: code.toUpperCase() });
    onApply(code.toUpperCase());
  }

  function remove() {
    if (outcome.kind !== "none") track("coupon_removed", { coupon_code: outcome.code });
    setValue("");
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

  const serverError = outcome.kind === "error" && !checking ? errorText(intl, outcome) : null;
  const error = localError ?? serverError;
  return (
    <Box>
      <Row onSubmit={apply} noValidate>
        <Input
          label={intl.formatMessage(couponMessages.label)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          data-testid="coupon-input"
        />
        <Button type="submit" variant="secondary" disabled={checking} data-testid="coupon-apply-button">
          {intl.formatMessage(checking ? couponMessages.checking : couponMessages.apply)}
        </Button>
      </Row>
      {error ? (
        <Alert tone="error" data-testid="coupon-error-alert">
          {error}
        </Alert>
      ) : null}
      {outcome.kind === "error" && !checking ? (
        <Button variant="link" onClick={remove} data-testid="coupon-delete-button">
          {intl.formatMessage(couponMessages.remove)}
        </Button>
      ) : null}
    </Box>
  );
}

function errorText(intl: ReturnType<typeof useIntl>, outcome: Extract<CouponOutcome, { kind: "error" }>): string {
  switch (outcome.error) {
    case "already_used":
      return outcome.code
        ? intl.formatMessage(couponMessages.alreadyUsed, { coupon: outcome.code })
        : intl.formatMessage(couponMessages.alreadyUsedNoCode);
    case "not_redeemable":
      return intl.formatMessage(couponMessages.notRedeemable);
    case "better_deal_available":
      return intl.formatMessage(couponMessages.betterDeal);
    case "network":
      return intl.formatMessage(couponMessages.network);
    case "invalid":
      return intl.formatMessage(couponMessages.invalid);
  }
}
