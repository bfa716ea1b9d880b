import { useId } from "react";
import { useIntl } from "react-intl";
import { FieldErrorRegion } from "@/ui";
import { fieldMessages } from "../messages/field-messages";
import { FieldParts, PartsMessage, type FieldPartsProps } from "./field-parts";
import { FormInput } from "./form-input";
import { problemMessage } from "./problem-message";

const digits = (value: string) => value.replace(/\D/g, "").slice(0, 2);

const PARTS = [
  {
    field: "card_expiry_month",
    label: fieldMessages.expiryMonthLabel,
    placeholder: fieldMessages.expiryMonthPlaceholder,
    testId: "card-expiry-month-input",
    autoComplete: "cc-exp-month",
  },
  {
    field: "card_expiry_year",
    label: fieldMessages.expiryYearLabel,
    placeholder: fieldMessages.expiryYearPlaceholder,
    testId: "card-expiry-year-input",
    autoComplete: "cc-exp-year",
  },
] as const;

/** Month and year judged together, so one message under both, described by both inputs. */
export function ExpiryMonthYear({ values, problem, onValue, onLeave }: FieldPartsProps) {
  const intl = useIntl();
  const messageId = useId();
  const shared = { slot: "card_expiry" as const, problem, onValue, onLeave, hideMessage: true, expiryLayout: "month_year" as const };
  const describedBy = problem ? messageId : undefined;
  return (
    <FieldParts $parts={2}>
      {PARTS.map((part) => (
        <FormInput
          key={part.field}
          {...shared}
          field={part.field}
          label={part.label}
          testId={part.testId}
          value={values[part.field]}
          placeholder={intl.formatMessage(part.placeholder)}
          autoComplete={part.autoComplete}
          inputMode="numeric"
          maxLength={2}
          format={digits}
          aria-describedby={describedBy}
        />
      ))}
      <FieldErrorRegion>
        {problem ? (
          <PartsMessage id={messageId}>{intl.formatMessage(problemMessage("card_expiry", problem, "month_year"))}</PartsMessage>
        ) : null}
      </FieldErrorRegion>
    </FieldParts>
  );
}
