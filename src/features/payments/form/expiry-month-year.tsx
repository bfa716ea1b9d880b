import { useId } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { FieldErrorRegion, space, theme } from "@/ui";
import { fieldMessages } from "../messages/field-messages";
import type { FieldProblem } from "../validation/field-problem";
import type { FormValues, ValueField } from "./form-fields";
import { FormInput } from "./form-input";
import { problemMessage } from "./problem-message";

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};
  /* The shared message spans both; empty, it takes back the pair's gap. */
  & > [aria-live] {
    grid-column: 1 / -1;
  }
  & > [aria-live]:empty {
    margin-block-start: -${space(2)};
  }
`;

const Message = styled.p`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;

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

interface Props {
  values: FormValues;
  problem: FieldProblem | undefined;
  onValue: (field: ValueField, value: string) => void;
  onLeave: (field: ValueField) => void;
}

/** Month and year judged together, so one message under both, described by both inputs. */
export function ExpiryMonthYear({ values, problem, onValue, onLeave }: Props) {
  const intl = useIntl();
  const messageId = useId();
  const shared = { slot: "card_expiry" as const, problem, onValue, onLeave, hideMessage: true, expiryLayout: "month_year" as const };
  const describedBy = problem ? messageId : undefined;
  return (
    <Pair>
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
        {problem ? <Message id={messageId}>{intl.formatMessage(problemMessage("card_expiry", problem, "month_year"))}</Message> : null}
      </FieldErrorRegion>
    </Pair>
  );
}
