import { useRef } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { PaymentField } from "@/contracts/checkout-api";
import { space } from "@/ui";
import { fieldMessages as m } from "../messages/field-messages";
import { formatExpiryDate } from "../validation/expiry";
import { formatCardNumber } from "../validation/format-card-number";
import { CardBrands } from "./card-brands";
import { CvvInput } from "./cvv-input";
import { DateOfBirthFields } from "./date-of-birth-fields";
import { ExpiryMonthYear } from "./expiry-month-year";
import { fieldAfter } from "./field-after";
import type { FormRules, FormValues, ValueField } from "./form-fields";
import { FormInput } from "./form-input";
import type { FormErrors } from "./validate-payment-form";

/**
 * Two columns at every width: the expiry and the CVV share a row even on a 375 px phone, so the
 * card form is three rows, as shoppers know it from other checkouts. A row's fields line up at
 * their inputs when one label wraps and the other does not.
 */
const Grid = styled.div`
  display: grid;
  gap: ${space(4)} ${space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
`;

/** Full-width fields (name, card number, the date of birth's three). */
const Wide = styled.div`
  display: grid;
  gap: ${space(2)};
  grid-column: 1 / -1;
`;

const digitsUpTo = (length: number) => (value: string) => value.replace(/\D/g, "").slice(0, length);

interface Props {
  rules: FormRules;
  values: FormValues;
  errors: FormErrors;
  onValue: (field: ValueField, value: string) => void;
  onLeave: (field: ValueField) => void;
}

/**
 * The fields the selected provider asks for (its `fields`), in its order, with CONTRACTS test ids.
 * A card number or expiry typed whole moves the focus on to the next card field (fieldAfter).
 */
export function PaymentFields({ rules, values, errors, onValue, onLeave }: Props) {
  const intl = useIntl();
  const grid = useRef<HTMLDivElement>(null);
  const type = (field: ValueField, value: string) => {
    onValue(field, value);
    const next = fieldAfter(field, value, values, rules.expiryLayout, new Date());
    if (next) grid.current?.querySelector<HTMLInputElement>(`input[name="${next}"]`)?.focus();
  };
  const common = { onValue: type, onLeave };
  const render = (field: PaymentField) => {
    switch (field) {
      case "card_name":
        return (
          <Wide key={field}>
            <FormInput
              {...common}
              field={field}
              slot={field}
              label={m.cardNameLabel}
              testId="card-name-input"
              value={values.card_name}
              problem={errors.card_name}
              autoComplete="cc-name"
              maxLength={100}
            />
          </Wide>
        );
      case "first_name":
      case "last_name":
        return (
          <FormInput
            key={field}
            {...common}
            field={field}
            slot={field}
            value={values[field]}
            problem={errors[field]}
            maxLength={100}
            label={field === "first_name" ? m.firstNameLabel : m.lastNameLabel}
            testId={field === "first_name" ? "first-name-input" : "last-name-input"}
            autoComplete={field === "first_name" ? "given-name" : "family-name"}
          />
        );
      case "card_number":
        return (
          <Wide key={field}>
            <FormInput
              {...common}
              field={field}
              slot={field}
              label={m.cardNumberLabel}
              testId="card-number-input"
              value={values.card_number}
              problem={errors.card_number}
              autoComplete="cc-number"
              inputMode="numeric"
              format={formatCardNumber}
              maxLength={23}
              placeholder={intl.formatMessage(m.cardNumberPlaceholder)}
              dir="ltr"
            />
            <CardBrands number={values.card_number} />
          </Wide>
        );
      case "card_expiry":
        return rules.expiryLayout === "date" ? (
          <FormInput
            key={field}
            {...common}
            field={field}
            slot={field}
            label={m.expiryDateLabel}
            testId="card-expiry-date-input"
            value={values.card_expiry}
            problem={errors.card_expiry}
            autoComplete="cc-exp"
            inputMode="numeric"
            format={formatExpiryDate}
            maxLength={9}
            placeholder={intl.formatMessage(m.expiryDatePlaceholder)}
            dir="ltr"
          />
        ) : (
          <ExpiryMonthYear key={field} {...common} values={values} problem={errors.card_expiry} />
        );
      case "card_cvv":
        return (
          <CvvInput
            key={field}
            {...common}
            field={field}
            slot={field}
            label={m.cvvLabel}
            testId="card-cvv-input"
            value={values.card_cvv}
            problem={errors.card_cvv}
            autoComplete="cc-csc"
            inputMode="numeric"
            format={digitsUpTo(4)}
            maxLength={4}
            placeholder={intl.formatMessage(m.cvvPlaceholder)}
            dir="ltr"
          />
        );
      case "card_password":
        return (
          <FormInput
            key={field}
            {...common}
            field={field}
            slot={field}
            label={m.cardPasswordLabel}
            testId="card-password-input"
            value={values.card_password}
            problem={errors.card_password}
            autoComplete="off"
            inputMode="numeric"
            type="password"
            format={digitsUpTo(2)}
            maxLength={2}
            dir="ltr"
          />
        );
      case "postal_code":
        return (
          <FormInput
            key={field}
            {...common}
            field={field}
            slot={field}
            label={m.postalCodeLabel}
            testId="postal-code-input"
            value={values.postal_code}
            problem={errors.postal_code}
            autoComplete="postal-code"
            maxLength={16}
            inputMode={rules.country === "US" ? "numeric" : "text"}
          />
        );
      case "cpf_cnpj":
        return (
          <FormInput
            key={field}
            {...common}
            field={field}
            slot={field}
            label={m.cpfCnpjLabel}
            testId="cpf-cnpj-input"
            value={values.cpf_cnpj}
            problem={errors.cpf_cnpj}
            inputMode="numeric"
            maxLength={20}
            dir="ltr"
          />
        );
      case "date_of_birth":
        return (
          <Wide key={field}>
            <DateOfBirthFields {...common} values={values} problem={errors.date_of_birth} />
          </Wide>
        );
    }
  };
  return <Grid ref={grid}>{rules.fields.map(render)}</Grid>;
}
