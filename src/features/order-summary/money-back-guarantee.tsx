import { useIntl } from "react-intl";
import styled from "styled-components";
import { media, theme } from "@/ui";
import { summaryMessages } from "./messages";

const Line = styled.p`
  margin: 0;
  text-align: center;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  ${media.lg`display: none;`}
`;

/**
 * The money-back guarantee right under Pay on small screens, where the summary that states it
 * is folded away; from lg the summary beside Pay says it.
 */
export function MoneyBackGuarantee() {
  const intl = useIntl();
  return <Line data-testid="pay-guarantee">{intl.formatMessage(summaryMessages.guarantee)}</Line>;
}
