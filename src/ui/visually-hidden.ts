import styled, { css } from "styled-components";

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
