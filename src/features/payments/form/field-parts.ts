import styled from "styled-components";
import { space, theme } from "@/ui";
import type { FieldProblem } from "../validation/field-problem";
import type { FormValues, ValueField } from "./form-fields";

/** What fields making one value take from the form: all its values, the value's problem, the form's handlers. */
export interface FieldPartsProps {
  values: FormValues;
  problem: FieldProblem | undefined;
  onValue: (field: ValueField, value: string) => void;
  onLeave: (field: ValueField) => void;
}

// The shared message spans them all, and takes room under them only when there is one (a grid row
// cannot shrink below nothing, so an empty message must not sit behind a row gap).
/**
 * Fields that each take a part of one value, side by side (the expiry's month and year, the date
 * of birth's day, month and year), with the value's one message under them all.
 */
export const FieldParts = styled.div<{ $parts: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $parts }) => $parts}, minmax(0, 1fr));
  column-gap: ${space(2)};
  & > [aria-live] {
    grid-column: 1 / -1;
  }
  & > [aria-live]:not(:empty) {
    margin-block-start: ${space(2)};
  }
`;

/** The value's message, under the parts and tied to each of them (aria-describedby). */
export const PartsMessage = styled.p`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;
