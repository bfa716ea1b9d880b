import type { InputHTMLAttributes } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import { Input } from "@/ui";
import type { FieldProblem } from "../validation/field-problem";
import type { ErrorSlot, ExpiryLayout, ValueField } from "./form-fields";
import { problemMessage } from "./problem-message";

export interface FormInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "onBlur" | "value"> {
  field: ValueField;
  slot: ErrorSlot;
  label: MessageDescriptor;
  testId: string;
  value: string | undefined;
  problem: FieldProblem | undefined;
  /** Only the expiry slot's messages depend on it. */
  expiryLayout?: ExpiryLayout;
  /** Turns what was typed into what is kept (digit grouping, "MM / YY"). */
  format?: (value: string, previous: string) => string;
  onValue: (field: ValueField, value: string) => void;
  onLeave: (field: ValueField) => void;
  /** Set when the message is shown elsewhere (month and year share one under both). */
  hideMessage?: boolean;
  /** A note under the field about what it is for (ui Input). */
  hint?: string;
}

/** One labelled payment field: its message under it, tied by aria-describedby (ui Input). */
export function FormInput({
  field,
  slot,
  label,
  testId,
  value,
  problem,
  expiryLayout = "date",
  format,
  onValue,
  onLeave,
  hideMessage,
  placeholder,
  ...rest
}: FormInputProps) {
  const intl = useIntl();
  const message = problem ? intl.formatMessage(problemMessage(slot, problem, expiryLayout)) : undefined;
  return (
    <Input
      {...rest}
      name={field}
      label={intl.formatMessage(label)}
      placeholder={placeholder}
      data-testid={testId}
      value={value ?? ""}
      error={hideMessage ? undefined : message}
      aria-invalid={problem ? true : undefined}
      onChange={(event) => onValue(field, format ? format(event.target.value, value ?? "") : event.target.value)}
      onBlur={() => onLeave(field)}
    />
  );
}
