import { css } from "styled-components";

/** A list without bullets or indent, for lists laid out as rows or cards. */
export const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
