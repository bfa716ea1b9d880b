import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { space, theme } from "./theme";

type Variant = "primary" | "secondary" | "link";

const StyledButton = styled.button<{ $variant: Variant; $block: boolean; $pill: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-block-size: 44px;
  padding-block: ${space(2)};
  padding-inline: ${space(5)};
  border-radius: ${({ $pill }) => ($pill ? theme.radius.pill : theme.radius.control)};
  border: 1px solid transparent;
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  inline-size: ${({ $block }) => ($block ? "100%" : "auto")};
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  ${({ $variant }) => {
    switch ($variant) {
      case "primary":
        return css`
          background: ${theme.color.accent};
          color: ${theme.color.accentText};
          &:hover:not(:disabled) {
            filter: brightness(0.92);
          }
        `;
      case "secondary":
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border-color: ${theme.color.borderStrong};
          &:hover:not(:disabled) {
            border-color: ${theme.color.text};
          }
        `;
      case "link":
        return css`
          min-block-size: auto;
          padding: 0;
          background: none;
          color: ${theme.color.accent};
          text-decoration: underline;
        `;
    }
  }}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  pill?: boolean;
  children: ReactNode;
}

export function Button({ variant = "primary", block = false, pill = false, type = "button", ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $block={block} $pill={pill} className="nord-button" {...rest} />;
}

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
  block?: boolean;
  pill?: boolean;
  children: ReactNode;
}

/** An anchor that looks like a button (mailto links, "Let's Go"). */
export function ButtonLink({ variant = "primary", block = false, pill = false, ...rest }: ButtonLinkProps) {
  return <StyledButton as="a" $variant={variant} $block={block} $pill={pill} className="nord-button" {...rest} />;
}
