import { useIntl } from "react-intl";
import styled from "styled-components";
import type { StepType } from "@/contracts/enums";
import { media, space, theme, visuallyHidden } from "@/ui";
import { stepperMessages } from "../messages/step-messages";

/** Where the shopper is: one of the step types of spec section 3, or the success step. */
export type StepperStep = StepType | "done";

const List = styled.ol`
  display: flex;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: "done" | "current" | "next" }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${space(2)};
  padding-block-end: ${space(2)};
  border-block-end: 3px solid ${({ $state }) => ($state === "next" ? theme.color.border : theme.color.accent)};
  color: ${({ $state }) => ($state === "next" ? theme.color.textMuted : theme.color.text)};
  font-size: ${theme.font.size.sm};
  font-weight: ${({ $state }) => ($state === "current" ? theme.font.weight.bold : theme.font.weight.regular)};
  counter-increment: step;

  &::before {
    content: ${({ $state }) => ($state === "done" ? '"✓"' : "counter(step)")};
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 24px;
    block-size: 24px;
    border-radius: 50%;
    background: ${({ $state }) => ($state === "next" ? theme.color.border : theme.color.accent)};
    color: ${({ $state }) => ($state === "next" ? theme.color.text : theme.color.accentText)};
    font-size: ${theme.font.size.xs};
  }

  /* On a phone only the current step keeps its words; the others are their numbers. */
  span {
    display: ${({ $state }) => ($state === "current" ? "inline" : "none")};
  }
  ${media.sm`span { display: inline; }`}
`;

const Hidden = styled.span`
  ${visuallyHidden}
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
            <Item key={label.id} $state={state} aria-current={state === "current" ? "step" : undefined}>
              <span>{intl.formatMessage(label)}</span>
              <Hidden>
                {` ${intl.formatMessage(stepperMessages.position, { current: index + 1, total: labels.length })}`}
                {state === "done" ? ` ${intl.formatMessage(stepperMessages.completed)}` : ""}
              </Hidden>
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
