import { space, theme } from "./theme";

/**
 * The document-wide rules, as one constant: _document writes it into the head, so it costs no
 * work per render and stays in place across client-side route changes.
 */
export const GLOBAL_CSS = `
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.color.page};
    color: ${theme.color.text};
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight};
  }
  h1, h2, h3, p { margin: 0; }
  h1 { font-size: ${theme.font.size.xl}; line-height: 1.25; }
  @media (min-width: ${theme.breakpoints.md}px) {
    h1 { font-size: ${theme.font.size.xxl}; }
  }
  a { color: inherit; }
  /* The design's weights are 400, 500 and 700: the browser's \`bolder\` made a <strong> in bold
     text 900, a face of its own to find (and load, where the system font has one). */
  b, strong { font-weight: ${theme.font.weight.bold}; }
  /* Radios and checkboxes draw no text, but would still resolve the browser's 13.33 px control
     font: a font lookup of its own in the first layout (a call to the browser process on Linux). */
  input[type="radio"], input[type="checkbox"] { font: inherit; }
  .nord-input > [aria-live]:empty, .nord-select > [aria-live]:empty { margin-block-start: -${space(1)}; }
  :focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
  }
  /* Groups of choices and their headings (ui/fieldset.tsx), and wrappers without a box of their
     own (ui/boxless.tsx): plain elements a page draws several of. */
  .nord-fieldset { display: grid; gap: ${space(3)}; margin: 0; padding: 0; border: 0; min-inline-size: 0; }
  .nord-legend {
    margin-block-end: ${space(3)}; padding: 0;
    font-size: ${theme.font.size.lg}; font-weight: ${theme.font.weight.bold};
  }
  [data-boxless] { display: contents; }
  /* Loading skeletons (ui/skeleton.tsx). The shimmer is a gradient layer moved with transform,
     which the compositor animates on its own: a moving background would be painted again on the
     main thread every frame, while the page is still starting up. */
  .nord-skeleton {
    position: relative; overflow: hidden;
    border-radius: ${theme.radius.card}; background: #eceef2;
  }
  .nord-skeleton::after {
    content: ""; position: absolute; inset: 0;
    background: linear-gradient(90deg, transparent 25%, #f6f7f9 50%, transparent 75%);
    animation: nord-shimmer 1.4s ease-in-out infinite; will-change: transform;
  }
  @keyframes nord-shimmer {
    from { transform: translateX(-100%); }
    to { transform: translateX(100%); }
  }
  @media (prefers-reduced-motion: reduce) {
    .nord-skeleton::after { animation: none; display: none; }
  }
  /* nprogress: the thin route-change bar, without its spinner (spec 2.1) */
  #nprogress { pointer-events: none; }
  #nprogress .bar {
    position: fixed; z-index: 1031; inset-block-start: 0; inset-inline-start: 0;
    width: 100%; height: 3px; background: ${theme.color.accent};
  }
`
  // The comments are for this file, not for every page that carries the rules.
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/\s*\n\s*/g, "");
