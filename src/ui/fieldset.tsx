import type { FieldsetHTMLAttributes, HTMLAttributes } from "react";
import styled from "styled-components";
import { labelStyles } from "./field-styles";
import { space } from "./theme";

/** The classes the document's rules (GLOBAL_CSS) draw the fieldset and its legend by. */
export const FIELDSET_CLASS = "nord-fieldset";
export const LEGEND_CLASS = "nord-legend";

const withClass = (own: string, className: string | undefined) => (className ? `${own} ${className}` : own);

/**
 * A group of choices without the browser's box, able to shrink inside a grid column. Plain
 * elements drawn by the document's rules: a page draws several groups, and each styled element is
 * a component of its own for the server to render (performance.md, "a render"); their rules are in
 * GLOBAL_CSS (ui/theme/global-style.ts). A styled(Fieldset)
 * or styled(Legend) still overrides them: its rules come later in the page, at the same
 * specificity.
 */
export function Fieldset({ className, ...rest }: FieldsetHTMLAttributes<HTMLFieldSetElement>) {
  return <fieldset className={withClass(FIELDSET_CLASS, className)} {...rest} />;
}

/** A group's heading at section size. Browsers pad a legend by 2px, which set headings off the fields' edge. */
export function Legend({ className, ...rest }: HTMLAttributes<HTMLLegendElement>) {
  return <legend className={withClass(LEGEND_CLASS, className)} {...rest} />;
}

/** A group's heading at text size, for a group inside a section (the billing address, the methods). */
export const TextLegend = styled(Legend)`
  margin-block-end: ${space(2)};
  font-size: inherit;
`;

/** The heading of fields that make one value (a date's day, month and year), at a field label's size. */
export const FieldLegend = styled.legend`
  ${labelStyles}
  margin-block-end: ${space(1)};
  padding: 0;
`;
