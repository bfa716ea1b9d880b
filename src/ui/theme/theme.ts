import { css } from "styled-components";

/** Breakpoints of spec section 9, in px: a rule for `md` applies from 743px up. */
export const breakpoints = { sm: 376, md: 743, lg: 1129 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const SPACING_STEP_PX = 4;
export const CLASS_PREFIX = "nord";

/** `space(4)` is 16px: every gap sits on the 4px grid. */
export function space(steps: number): string {
  return `${steps * SPACING_STEP_PX}px`;
}

export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [
    name,
    (...args: Parameters<typeof css>) => css`
      @media (min-width: ${px}px) {
        ${css(...args)}
      }
    `,
  ]),
) as Record<Breakpoint, typeof css>;

export const accents = {
  default: "#3e5fff",
  vpn: "#3e5fff",
  pass: "#087f5d",
  locker: "#1673b8",
  protect: "#5b3fd1",
  // Incogni's mark is red (its logo keeps it), but a red Pay button beside a red error reads as an
  // error: its controls are ink (docs/decisions/0054-the-error-red-is-no-brand-colour.md).
  incogni: "#222b3a",
} as const;
export type AccentName = keyof typeof accents;

/** The custom property that carries the brand's accent; set on `<html>` (see _document and _app). */
export const ACCENT_PROPERTY = "--accent";

/**
 * The design tokens. They are constants, so every styled component that only reads them is
 * static: styled-components builds its class once per process instead of on every render. The
 * one value that depends on the page, the brand's accent, is a CSS custom property.
 */
export const theme = {
  breakpoints,
  color: {
    accent: `var(${ACCENT_PROPERTY}, ${accents.default})`,
    accentText: "#ffffff",
    surface: "#ffffff",
    page: "#f5f6f8",
    text: "#15171c",
    textMuted: "#5a6070",
    border: "#d9dce3",
    borderStrong: "#838999",
    danger: "#b42318",
    dangerSurface: "#fef3f2",
    success: "#067647",
    successSurface: "#ecfdf3",
    info: "#1d4ed8",
    infoSurface: "#eff4ff",
    focus: "#1d4ed8",
  },
  radius: { card: "8px", control: "8px", pill: "9999px", widget: "20px" },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", sans-serif',
    size: { xs: "12px", sm: "14px", md: "16px", lg: "20px", xl: "24px", xxl: "32px" },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: 1.5,
  },
  shadow: { card: "0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)" },
} as const;

export type Theme = typeof theme;
