/**
 * Marks an element drawn without a box of its own (`display: contents`). Code that needs a box,
 * such as an IntersectionObserver's target, reads this attribute instead of the element's style:
 * reading a style makes the browser compute every pending style at once. A module of its own, so
 * code that only reads the mark (the analytics chunk) does not bring the styled wrapper along.
 */
export const BOXLESS_ATTRIBUTE = "data-boxless";
