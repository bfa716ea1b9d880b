import { forwardRef, useId, type InputHTMLAttributes } from "react";
import styled from "styled-components";
import { space } from "./theme";

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-inline-size: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Control = styled.input`
  inline-size: 100%;
  min-inline-size: 0;
  min-block-size: 44px;
  padding-inline: ${space(3)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  font: inherit;

  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.color.danger}; }
  &:read-only { background: ${({ theme }) => theme.color.page}; }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field and tied to it for assistive technology. */
  error?: string;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ label, error, id, ...rest }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <Field className="nord-input">
      <Label htmlFor={inputId}>{label}</Label>
      <Control
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
});
