import type { HTMLAttributes } from "react";
import { BOXLESS_ATTRIBUTE } from "./boxless-attribute";

/**
 * A wrapper that groups and marks its children (a `data-section`) without a box of its own. A
 * plain element, drawn by the document's rule for its attribute (GLOBAL_CSS): a page draws
 * several, and each styled element is a component of its own for the server to render
 * (performance.md, "a render").
 */
export function Boxless(props: HTMLAttributes<HTMLDivElement>) {
  return <div {...{ [BOXLESS_ATTRIBUTE]: "" }} {...props} />;
}
