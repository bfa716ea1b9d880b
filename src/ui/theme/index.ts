export { breakpoints, media, space, theme, accents, ACCENT_PROPERTY, CLASS_PREFIX, SPACING_STEP_PX } from "./theme";
export type { Theme, AccentName, Breakpoint } from "./theme";
export { GLOBAL_CSS } from "./global-style";
