import { useRouter } from "next/router";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { isSensitiveParam } from "@/contracts/scrub";
import { track } from "@/features/analytics";
import { Alert, Button, Input, space, useHydrated } from "@/ui";
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

/** The address's parameter a code travels in (spec 2.3), and the field's name for the browser's own submit. */
const COUPON_PARAM = "coupon";

/**
 * Until hydration the form is the browser's own: Enter or Apply submits it to this page's address
 * with the field as `coupon`, which the server applies. The address's other parameters ride along
 * as hidden fields, so the shopper gets this checkout with their new code rather than a bare
 * /payment/ that has forgotten the plan. A sensitive parameter never goes back into an address.
 */
function AddressFields() {
  const { query } = useRouter();
  return Object.entries(query).flatMap(([name, value]) =>
    name === COUPON_PARAM || isSensitiveParam(name) || value === undefined
      ? []
      : [value].flat().map((each, index) => <input key={`${name}:${index}`} type="hidden" name={name} value={each} />),
  );
}

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
  const hydrated = useHydrated();

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  // The server draws this form for a link's refused code. What the shopper types before hydration
  // is in the field but not in `value`, and the next render would put the refused code back:
  // once hydrated, the field's text is taken as typed.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined) setValue(typed);
  }, []);

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
    setValue("");
    onRemove();
  }

  const serverError = outcome.kind === "error" && !checking ? errorText(intl, outcome) : null;
  const error = localError ?? serverError;
  return (
    <Box>
      <Row onSubmit={apply} noValidate>
        {hydrated ? null : <AddressFields />}
        <Input
          ref={input}
          name={COUPON_PARAM}
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
