import styled from "styled-components";
import { cardSurface } from "./card";
import { media, space } from "./theme";

// Alone on the page, the card needs no outline.
/** A whole-screen message on its own card, centred: the error screens, the account-switch question. */
export const ScreenCard = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space(4)};
  max-inline-size: 560px;
  margin: ${space(12)} auto;
  padding: ${space(8)} ${space(5)};
  text-align: center;
  ${cardSurface}
  border: none;
  ${media.md`padding: ${space(12)} ${space(10)};`}
`;
