import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { space, theme } from "./theme";

type Tone = "error" | "success" | "info";

const Box = styled.div<{ $tone: Tone }>`
  padding: ${space(3)} ${space(4)};
  border-radius: ${theme.radius.card};
  border: 1px solid currentColor;
  font-size: ${theme.font.size.sm};
  color: ${({ $tone }) => ($tone === "error" ? theme.color.danger : $tone === "success" ? theme.color.success : theme.color.info)};
  background: ${({ $tone }) =>
    $tone === "error" ? theme.color.dangerSurface : $tone === "success" ? theme.color.successSurface : theme.color.infoSurface};
`;

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  tone?: Tone;
  children: ReactNode;
}

/** Errors interrupt screen readers (role=alert); other tones are announced politely. */
export function Alert({ tone = "info", ...rest }: AlertProps) {
  return <Box $tone={tone} role={tone === "error" ? "alert" : "status"} className="nord-alert" {...rest} />;
}
