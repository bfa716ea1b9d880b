import { useEffect, useRef, type ReactNode } from "react";
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

/**
 * A radio (or checkbox) drawn as a card: the whole card is the target, the input keeps it accessible.
 *
 * A tap before hydration (the page waits for its catalogue, a phone for its scripts) checks the
 * native input and reaches no handler. React then hydrates the input as the tap left it, so the
 * store still holds the old choice, the card still looks unchosen, and a second tap on an input
 * already checked fires no change at all: the card would not answer. So the card takes that tap
 * once it is hydrated. A radio that lost its check to a sibling leaves it to the sibling.
 */
export function ChoiceCard({ name, value, selected, onSelect, testId, type = "radio", children }: ChoiceCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current) return;
    looked.current = true;
    const checked = input.current?.checked;
    if (checked !== undefined && checked !== selected && (checked || type === "checkbox")) onSelect();
    // Only hydration can leave the input apart from its props, so this looks once (Strict Mode's
    // second mount included).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Label $selected={selected} data-testid={testId} data-selected={selected}>
      <Input ref={input} type={type} name={name} value={value} checked={selected} onChange={onSelect} />
      <Check $selected={selected} aria-hidden="true">
        {selected ? "✓" : ""}
      </Check>
      {children}
    </Label>
  );
}
