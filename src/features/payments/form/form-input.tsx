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

// First-strong isolate and its end: the text between them takes the direction of its own first
// letter, whatever the direction around it.
const FIRST_STRONG_ISOLATE = "\u2068";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

/**
 * A field whose direction is fixed (digits read left to right in every language) would lay its
 * placeholder out in that direction too: in Arabic "000 أو 0000" came out as "أو 0000 000". The
 * placeholder is text of the page's language, so it is isolated to read in its own direction.
 */
function placeholderFor(placeholder: string | undefined, dir: string | undefined): string | undefined {
  return placeholder && dir ? `${FIRST_STRONG_ISOLATE}${placeholder}${POP_DIRECTIONAL_ISOLATE}` : placeholder;
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
      placeholder={placeholderFor(placeholder, rest.dir)}
      data-testid={testId}
      value={value ?? ""}
      error={hideMessage ? undefined : message}
      // Every field the form shows is needed to pay (the provider's fields, the e-mail).
      aria-required={rest.readOnly ? undefined : true}
      aria-invalid={problem ? true : undefined}
      onChange={(event) => onValue(field, format ? format(event.target.value, value ?? "") : event.target.value)}
      onBlur={() => onLeave(field)}
    />
  );
}
