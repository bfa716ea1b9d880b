import styled, { css } from "styled-components";
import { space, theme } from "./theme";

/** A label above its control, with the error under it. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-inline-size: 0;
`;

/** Text inputs and selects share one box: full width, 44px tall for touch, the theme's border. */
export const controlStyles = css`
  inline-size: 100%;
  min-inline-size: 0;
  min-block-size: 44px;
  padding-inline: ${space(3)};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.control};
  background: ${theme.color.surface};
  color: inherit;
  font: inherit;
`;

/** The error under a field, tied to it with aria-describedby. */
export const FieldError = styled.p`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;

export const labelStyles = css`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;
