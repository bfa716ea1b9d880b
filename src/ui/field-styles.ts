import styled, { css } from "styled-components";
import { space } from "./theme";

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
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  font: inherit;
`;

export const labelStyles = css`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
