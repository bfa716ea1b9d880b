import { useId, type SelectHTMLAttributes } from "react";
import styled from "styled-components";
import { Field, controlStyles, labelStyles } from "./field-styles";
import { visuallyHidden } from "./visually-hidden";

const Label = styled.label<{ $hidden: boolean }>`
  ${labelStyles}
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const Control = styled.select`
  ${controlStyles}
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  label: string;
  /** Keeps the label for screen readers only, for compact controls such as the language picker. */
  hideLabel?: boolean;
  options: readonly SelectOption[];
}

export function Select({ label, hideLabel = false, options, id, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field className="nord-select">
      <Label htmlFor={selectId} $hidden={hideLabel}>
        {label}
      </Label>
      <Control id={selectId} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Control>
    </Field>
  );
}
