import { useId, type SelectHTMLAttributes } from "react";
import styled from "styled-components";
import { space } from "./theme";

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-inline-size: 0;
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${({ $hidden }) =>
    $hidden &&
    `position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;`}
`;

const Control = styled.select`
  inline-size: 100%;
  min-inline-size: 0;
  min-block-size: 44px;
  padding-inline: ${space(3)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  font: inherit;
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
