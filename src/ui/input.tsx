import { forwardRef, useId, type InputHTMLAttributes } from "react";
import styled from "styled-components";
import { controlStyles, Field, FieldError, FieldErrorRegion, labelStyles } from "./field-styles";
import { theme } from "./theme";

const Label = styled.label`
  ${labelStyles}
`;

// A text field whose digits are hidden once typed (the CVV): still a text field to autofill.
const Control = styled.input`
  ${controlStyles}

  &[aria-invalid="true"] {
    border-color: ${theme.color.danger};
  }
  &:read-only {
    background: ${theme.color.page};
  }
  &[data-masked="true"] {
    -webkit-text-security: disc;
  }
`;

const HintText = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field and tied to it for assistive technology. */
  error?: string;
  /** What the field is for, under it (after any error) and tied to it the same way. */
  hint?: string;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ label, error, hint, id, ...rest }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].join(" ").trim();
  return (
    <Field className="nord-input">
      <Label htmlFor={inputId}>{label}</Label>
      <Control ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...rest} />
      <FieldErrorRegion>{error ? <FieldError id={errorId}>{error}</FieldError> : null}</FieldErrorRegion>
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
    </Field>
  );
});
