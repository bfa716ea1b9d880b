import { useIntl } from "react-intl";
import styled from "styled-components";
import type { StepType } from "@/contracts/enums";
import { media, space, theme, visuallyHidden } from "@/ui";
import { stepperMessages } from "../messages/step-messages";

/** Where the shopper is: one of the step types of spec section 3, or the success step. */
export type StepperStep = StepType | "done";

// On a phone only the current step keeps its words; the others are their numbers.
/**
 * The steps, styled by their `data-state` as plain items: one styled component with rules that
 * are the same on every page, where a styled item per step made a class for each state and a
 * component for the server to render each time (performance.md, "a render").
 */
const List = styled.ol`
  display: flex;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  & > li {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${space(2)};
    padding-block-end: ${space(2)};
    border-block-end: 3px solid ${theme.color.accent};
    color: ${theme.color.text};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.regular};
    counter-increment: step;
  }
  & > li[data-state="current"] {
    font-weight: ${theme.font.weight.bold};
  }
  & > li[data-state="next"] {
    border-block-end-color: ${theme.color.border};
    color: ${theme.color.textMuted};
  }

  & > li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 24px;
    block-size: 24px;
    border-radius: 50%;
    background: ${theme.color.accent};
    color: ${theme.color.accentText};
    font-size: ${theme.font.size.xs};
  }
  & > li[data-state="done"]::before {
    content: "✓";
  }
  & > li[data-state="next"]::before {
    background: ${theme.color.border};
    color: ${theme.color.text};
  }

  & > li span {
    display: none;
  }
  & > li[data-state="current"] span {
    display: inline;
  }
  ${media.sm`& > li span { display: inline; }`}

  & .position {
    ${visuallyHidden}
  }
`;

const ORDER: readonly StepperStep[] = ["package_identifier", "payment", "done"];

/** Plan → payment (or one-click confirmation) → confirmation, the current one marked with aria-current. */
export function Stepper({ step }: { step: StepperStep }) {
  const intl = useIntl();
  const current = ORDER.indexOf(step === "one_click_payment" ? "payment" : step);
  const labels = [
    stepperMessages.plan,
    step === "one_click_payment" ? stepperMessages.oneClickPayment : stepperMessages.payment,
    stepperMessages.done,
  ];
  return (
    <nav aria-label={intl.formatMessage(stepperMessages.label)}>
      <List data-testid="stepper" data-step={step} data-section="stepper">
        {labels.map((label, index) => {
          const state = index < current ? "done" : index === current ? "current" : "next";
          return (
            <li key={label.id} data-state={state} aria-current={state === "current" ? "step" : undefined}>
              <span>{intl.formatMessage(label)}</span>
              <span className="position">
                {` ${intl.formatMessage(stepperMessages.position, { current: index + 1, total: labels.length })}`}
                {state === "done" ? ` ${intl.formatMessage(stepperMessages.completed)}` : ""}
              </span>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
