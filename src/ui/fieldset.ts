import styled from "styled-components";
import { labelStyles } from "./field-styles";
import { space, theme } from "./theme";

/** A group of choices without the browser's box, able to shrink inside a grid column. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

// Browsers pad a legend by 2px, which set headings off the fields' edge.
/** A group's heading at section size. */
export const Legend = styled.legend`
  margin-block-end: ${space(3)};
  padding: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
`;

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
