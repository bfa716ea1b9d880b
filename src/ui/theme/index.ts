export { breakpoints, media, space, createTheme, accents, CLASS_PREFIX, SPACING_STEP_PX } from "./theme";
export type { Theme, AccentName, Breakpoint } from "./theme";
export { GlobalStyle } from "./global-style";
