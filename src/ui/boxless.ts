import type { HTMLAttributes } from "react";
import styled from "styled-components";

/**
 * Marks an element drawn without a box of its own (`display: contents`). Code that needs a box,
 * such as an IntersectionObserver's target, reads this attribute instead of the element's style:
 * reading a style makes the browser compute every pending style at once.
 */
export const BOXLESS_ATTRIBUTE = "data-boxless";

/** A wrapper that groups and marks its children (a `data-section`) without a box of its own. */
export const Boxless = styled.div.attrs({ [BOXLESS_ATTRIBUTE]: "" } as HTMLAttributes<HTMLDivElement>)`
  display: contents;
`;
