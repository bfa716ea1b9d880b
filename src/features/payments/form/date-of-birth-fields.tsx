import { useId, type FocusEvent } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import { FieldErrorRegion, FieldLegend, Fieldset } from "@/ui";
import { fieldMessages } from "../messages/field-messages";
import { DATE_OF_BIRTH_PART_LENGTH, dateOfBirthOrder, type DateOfBirthPart } from "./date-of-birth";
import { FieldParts, PartsMessage, type FieldPartsProps } from "./field-parts";
import { FormInput } from "./form-input";
import { problemMessage } from "./problem-message";

const PART: Readonly<Record<DateOfBirthPart, { label: MessageDescriptor; testId: string; autoComplete: string }>> = {
  date_of_birth_day: { label: fieldMessages.dateOfBirthDayLabel, testId: "birth-date-day-input", autoComplete: "bday-day" },
  date_of_birth_month: { label: fieldMessages.dateOfBirthMonthLabel, testId: "birth-date-month-input", autoComplete: "bday-month" },
  date_of_birth_year: { label: fieldMessages.dateOfBirthYearLabel, testId: "birth-date-year-input", autoComplete: "bday-year" },
};

/**
 * The date of birth as day, month and year: three numeric fields in the order the page's language
 * writes a date (dateOfBirthOrder), one value to the form (`date_of_birth`, YYYY-MM-DD). Not
 * `<input type=date>`: WebKit's took "01021990" typed in as a month alone and kept no value. The
 * message is one, under the three, and comes when the shopper leaves the group, not between its
 * fields; a complete day or month moves on to the next field.
 */
export function DateOfBirthFields({ values, problem, onValue, onLeave }: FieldPartsProps) {
  const intl = useIntl();
  const ids = useId();
  const messageId = `${ids}-message`;
  const order = dateOfBirthOrder(intl.locale);
  const idOf = (part: DateOfBirthPart) => `${ids}-${part}`;

  const type = (part: DateOfBirthPart, value: string) => {
    onValue(part, value);
    const length = DATE_OF_BIRTH_PART_LENGTH[part];
    const next = order[order.indexOf(part) + 1];
    if (next && value.length === length && (values[part] ?? "").length < length) document.getElementById(idOf(next))?.focus();
  };
  const leaveGroup = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave("date_of_birth");
  };

  return (
    <Fieldset onBlur={leaveGroup} data-testid="date-of-birth-input">
      <FieldLegend>{intl.formatMessage(fieldMessages.dateOfBirthLabel)}</FieldLegend>
      <FieldParts $parts={3}>
        {order.map((part) => {
          const length = DATE_OF_BIRTH_PART_LENGTH[part];
          return (
            <FormInput
              key={part}
              id={idOf(part)}
              field={part}
              slot="date_of_birth"
              label={PART[part].label}
              testId={PART[part].testId}
              value={values[part]}
              problem={problem}
              hideMessage
              onValue={(_, value) => type(part, value)}
              onLeave={() => undefined}
              autoComplete={PART[part].autoComplete}
              inputMode="numeric"
              maxLength={length}
              format={(typed) => typed.replace(/\D/g, "").slice(0, length)}
              aria-describedby={problem ? messageId : undefined}
            />
          );
        })}
        <FieldErrorRegion>
          {problem ? (
            <PartsMessage id={messageId}>{intl.formatMessage(problemMessage("date_of_birth", problem, "date"))}</PartsMessage>
          ) : null}
        </FieldErrorRegion>
      </FieldParts>
    </Fieldset>
  );
}
