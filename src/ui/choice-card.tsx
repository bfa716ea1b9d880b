import type { ReactNode } from "react";
import styled from "styled-components";
import { space, theme } from "./theme";

const Label = styled.label<{ $selected: boolean }>`
  position: relative;
  display: grid;
  gap: ${space(1)};
  padding: ${space(4)};
  border: 2px solid ${({ $selected }) => ($selected ? theme.color.accent : theme.color.border)};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  cursor: pointer;
  transition: border-color 0.15s ease;
  &:hover {
    border-color: ${({ $selected }) => ($selected ? theme.color.accent : theme.color.borderStrong)};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const Input = styled.input`
  position: absolute;
  opacity: 0;
  inline-size: 1px;
  block-size: 1px;
`;

/** The check mark in the corner of the chosen card: selection is not told by colour alone. */
const Check = styled.span<{ $selected: boolean }>`
  position: absolute;
  inset-block-start: ${space(3)};
  inset-inline-end: ${space(3)};
  display: grid;
  place-items: center;
  inline-size: 22px;
  block-size: 22px;
  border-radius: 50%;
  border: 2px solid ${({ $selected }) => ($selected ? theme.color.accent : theme.color.borderStrong)};
  background: ${({ $selected }) => ($selected ? theme.color.accent : "transparent")};
  color: ${theme.color.accentText};
  font-size: 13px;
  line-height: 1;
`;

interface ChoiceCardProps {
  name: string;
  value: string;
  selected: boolean;
  onSelect: () => void;
  testId: string;
  type?: "radio" | "checkbox";
  children: ReactNode;
}

/** A radio (or checkbox) drawn as a card: the whole card is the target, the input keeps it accessible. */
export function ChoiceCard({ name, value, selected, onSelect, testId, type = "radio", children }: ChoiceCardProps) {
  return (
    <Label $selected={selected} data-testid={testId} data-selected={selected}>
      <Input type={type} name={name} value={value} checked={selected} onChange={onSelect} />
      <Check $selected={selected} aria-hidden="true">
        {selected ? "✓" : ""}
      </Check>
      {children}
    </Label>
  );
}
