import { css } from "styled-components";
import { theme } from "@/ui";

/** The surface the order's figures sit on: the full summary and the glance at the top of a phone. */
export const summaryCard = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;
