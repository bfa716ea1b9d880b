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

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

interface CouponEntryProps {
  outcome: CouponOutcome;
  checking: boolean;
  onApply: (code: string) => void;
  /** Takes the refused code away (the form's delete button). */
  onRemove: () => void;
  /** The shopper opened the form: the field takes the focus, ready for the code. */
  focusOnOpen?: boolean;
}

/** The open coupon form: the code, apply, and why a code was refused. */
export function CouponEntry({ outcome, checking, onApply, onRemove, focusOnOpen = false }: CouponEntryProps) {
  const intl = useIntl();
  const [value, setValue] = useState(outcome.kind === "none" ? "" : outcome.code);
  const [localError, setLocalError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [focusOnMount] = useState(focusOnOpen);

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  function apply(event: FormEvent) {
    event.preventDefault();
    // The field as the shopper sees it: the server draws this form for a link's refused code, and
    // what is typed before hydration is in the field but never reached `value`.
    const code = (input.current?.value ?? value).trim();
    if (!CODE.test(code)) {
      setLocalError(intl.formatMessage(code === "" ? couponMessages.empty : couponMessages.invalid));
      return;
    }
    setLocalError(null);
    track("coupon_initiated", { coupon_code: code.toUpperCase() });
    onApply(code.toUpperCase());
  }

  function remove() {
    setValue("");
    onRemove();
  }

  const serverError = outcome.kind === "error" && !checking ? errorText(intl, outcome) : null;
  const error = localError ?? serverError;
  return (
    <Box>
      <Row onSubmit={apply} noValidate>
        <Input
          ref={input}
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
    case "expired":
      return intl.formatMessage(couponMessages.expired, { code: outcome.code });
    case "network":
      return intl.formatMessage(couponMessages.network);
    case "invalid":
      return intl.formatMessage(couponMessages.invalid);
  }
}
