import type { ReactNode } from "react";
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

/**
 * Where a field's error appears: a polite live region that is always there, so a screen reader
 * announces the error when it appears (a region added together with its text is often not read).
 * Empty, it takes back the field's gap (GLOBAL_CSS: a plain element costs the page's script less
 * than a styled one), so a field without an error keeps its height.
 */
export function FieldErrorRegion({ children }: { children: ReactNode }) {
  return <div aria-live="polite">{children}</div>;
}

export const labelStyles = css`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;
