import { css } from "styled-components";
import { theme } from "./theme";

/**
 * The card surface (ARCHITECTURE 9): white, 8px corners, a hairline border and the card shadow.
 * A style rather than an element, since cards are sections, links, lists and disclosures.
 */
export const cardSurface = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;
