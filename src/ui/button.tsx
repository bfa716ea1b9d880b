import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { space, theme } from "./theme";

type Variant = "primary" | "secondary" | "link";

// The variants are attributes the rules match, not functions of props: rules that are all text
// give the button one class name for good (src/server/styles/fixed-class-names.ts), where rules
// reading props were joined and hashed again for every button a render draws. `:where()` keeps
// each variant's rules at the specificity of the class alone, so a styled(Button) still
// overrides them as it did.
const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-block-size: 44px;
  padding-block: ${space(2)};
  padding-inline: ${space(5)};
  border-radius: ${theme.radius.control};
  border: 1px solid transparent;
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  inline-size: auto;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  &:where([data-pill]) {
    border-radius: ${theme.radius.pill};
  }
  &:where([data-block]) {
    inline-size: 100%;
  }
  &:where([data-variant="primary"]) {
    background: ${theme.color.accent};
    color: ${theme.color.accentText};
  }
  &:where([data-variant="primary"]):hover:not(:disabled) {
    filter: brightness(0.92);
  }
  &:where([data-variant="secondary"]) {
    background: ${theme.color.surface};
    color: ${theme.color.text};
    border-color: ${theme.color.borderStrong};
  }
  &:where([data-variant="secondary"]):hover:not(:disabled) {
    border-color: ${theme.color.text};
  }
  &:where([data-variant="link"]) {
    min-block-size: auto;
    padding: 0;
    background: none;
    color: ${theme.color.accent};
    text-decoration: underline;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The attributes the button's rules read. */
function looks(variant: Variant, block: boolean, pill: boolean) {
  return { "data-variant": variant, "data-block": block ? "" : undefined, "data-pill": pill ? "" : undefined };
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  pill?: boolean;
  children: ReactNode;
}

export function Button({ variant = "primary", block = false, pill = false, type = "button", ...rest }: ButtonProps) {
  return <StyledButton type={type} {...looks(variant, block, pill)} className="nord-button" {...rest} />;
}

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
  block?: boolean;
  pill?: boolean;
  children: ReactNode;
}

/** An anchor that looks like a button (mailto links, "Let's Go"). */
export function ButtonLink({ variant = "primary", block = false, pill = false, ...rest }: ButtonLinkProps) {
  return <StyledButton as="a" {...looks(variant, block, pill)} className="nord-button" {...rest} />;
}
