import { useEffect, useRef, type ReactNode } from "react";
import { css } from "styled-components";
import { space, theme } from "./theme";

/** The class of a choice card's `<label>`: `choiceCards` styles it. */
const CARD_CLASS = "nord-choice-card";

// The check mark in the corner of the chosen card: selection is not told by colour alone.
/**
 * The rules of the choice cards inside a container: each container that draws ChoiceCards (a grid
 * of plans, add-ons, filters) includes them. A card is plain elements styled from there, by
 * position and by its `data-selected`, so the CSS is the same text for every card, and a page
 * of nine cards renders no styled component for them: each would be a component of its own for
 * the server to render (performance.md, "a render").
 */
export const choiceCards = css`
  & .${CARD_CLASS} {
    position: relative;
    display: grid;
    gap: ${space(1)};
    padding: ${space(4)};
    border: 2px solid ${theme.color.border};
    border-radius: ${theme.radius.card};
    background: ${theme.color.surface};
    cursor: pointer;
    transition: border-color 0.15s ease;
  }
  & .${CARD_CLASS}:hover {
    border-color: ${theme.color.borderStrong};
  }
  & .${CARD_CLASS}[data-selected="true"] {
    border-color: ${theme.color.accent};
  }
  & .${CARD_CLASS}:has(input:focus-visible) {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  & .${CARD_CLASS} > input {
    position: absolute;
    opacity: 0;
    inline-size: 1px;
    block-size: 1px;
  }
  & .${CARD_CLASS} > .check {
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
  & .${CARD_CLASS}[data-selected="true"] > .check {
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
 *
 * Draw it inside a container whose styles include `choiceCards`.
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
    <label className={CARD_CLASS} data-testid={testId} data-selected={selected}>
      <input ref={input} type={type} name={name} value={value} checked={selected} onChange={onSelect} />
      <span className="check" aria-hidden="true">
        {selected ? "✓" : ""}
      </span>
      {children}
    </label>
  );
}
