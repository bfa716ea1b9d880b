import { useEffect, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { space, theme } from "./theme";

/**
 * The card, its hidden input and its check mark in one styled component: the parts are plain
 * elements it styles by position and by the card's `data-selected`, so the CSS is the same for
 * every card. A page renders up to nine cards; each styled element costs the server a component
 * of its own and its CSS text looked up again (performance.md, "a render").
 */
const Label = styled.label`
  position: relative;
  display: grid;
  gap: ${space(1)};
  padding: ${space(4)};
  border: 2px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  cursor: pointer;
  transition: border-color 0.15s ease;
  &:hover {
    border-color: ${theme.color.borderStrong};
  }
  &[data-selected="true"] {
    border-color: ${theme.color.accent};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  & > input {
    position: absolute;
    opacity: 0;
    inline-size: 1px;
    block-size: 1px;
  }
  /* The check mark in the corner of the chosen card: selection is not told by colour alone. */
  & > .check {
    position: absolute;
    inset-block-start: ${space(3)};
    inset-inline-end: ${space(3)};
    display: grid;
    place-items: center;
    inline-size: 22px;
    block-size: 22px;
    border-radius: 50%;
    border: 2px solid ${theme.color.borderStrong};
    background: transparent;
    color: ${theme.color.accentText};
    font-size: 13px;
    line-height: 1;
  }
  &[data-selected="true"] > .check {
    border-color: ${theme.color.accent};
    background: ${theme.color.accent};
  }
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
    <Label data-testid={testId} data-selected={selected}>
      <input ref={input} type={type} name={name} value={value} checked={selected} onChange={onSelect} />
      <span className="check" aria-hidden="true">
        {selected ? "✓" : ""}
      </span>
      {children}
    </Label>
  );
}
