import { useIntl } from "react-intl";
import { StepPlaceholder } from "@/features/layout";
import { stepMessages } from "./messages";

/** A checkout step whose content is still loading; later work fills each step in. */
export function StepScreen() {
  const intl = useIntl();
  return <StepPlaceholder label={intl.formatMessage(stepMessages.loading)} />;
}
