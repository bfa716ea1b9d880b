import { useIntl } from "react-intl";
import styled from "styled-components";
import { useAppContext } from "@/features/app-context";
import { useBrand } from "@/features/brand";
import { useCheckoutQuery } from "@/features/checkout-query";
import { isFlagOn } from "@/features/feature-flags";
import { space } from "@/ui";
import type { ValueField } from "../form/form-fields";
import { FormInput } from "../form/form-input";
import { fieldMessages } from "../messages/field-messages";
import { paymentMessages } from "../messages/payment-messages";
import type { FieldProblem } from "../validation/field-problem";
import { ExistingAccountNotice } from "./existing-account-notice";
import { NotYouLink } from "./not-you-link";

const Account = styled.div`
  display: grid;
  gap: ${space(2)};
`;

export interface EmailFieldProps {
  value: string | undefined;
  /** Shown under the field: empty, invalid (also server code 2009) or blocked (2029). */
  problem: FieldProblem | undefined;
  onValue: (field: ValueField, value: string) => void;
  onLeave: (field: ValueField) => void;
}

/**
 * The shopper's e-mail (`email-input`). A logged-in shopper's comes from the account: shown,
 * read-only and not validated, since the order takes it from the token, not from this field,
 * with "Not you?" to log out (unless `hideLogout` takes logging out away).
 * A link with `existing_user` offers a guest the login first. A guest's e-mail is also the
 * sign-up: the notice under it says the purchase joins, or makes, the account of this e-mail.
 */
export function EmailField({ value, problem, onValue, onLeave }: EmailFieldProps) {
  const intl = useIntl();
  const brand = useBrand();
  const { appCtx } = useAppContext();
  const { query } = useCheckoutQuery();
  const user = appCtx.user;
  if (user) {
    return (
      <Account>
        <FormInput
          field="email"
          slot="email"
          label={fieldMessages.emailLabel}
          testId="email-input"
          value={user.email}
          problem={undefined}
          readOnly
          type="email"
          autoComplete="email"
          dir="ltr"
          onValue={() => undefined}
          onLeave={() => undefined}
        />
        {isFlagOn(appCtx.featureFlags, "hideLogout") ? null : <NotYouLink />}
      </Account>
    );
  }
  return (
    <>
      {query.existing_user ? <ExistingAccountNotice /> : null}
      <FormInput
        field="email"
        slot="email"
        label={fieldMessages.emailLabel}
        testId="email-input"
        value={value}
        problem={problem}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={254}
        dir="ltr"
        onValue={onValue}
        onLeave={onLeave}
        hint={intl.formatMessage(paymentMessages.accountNotice, { provider: brand.name })}
      />
    </>
  );
}
