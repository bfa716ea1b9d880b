import type { HTMLAttributes } from "react";
import styled from "styled-components";
import { BOXLESS_ATTRIBUTE } from "./boxless-attribute";

/** A wrapper that groups and marks its children (a `data-section`) without a box of its own. */
export const Boxless = styled.div.attrs({ [BOXLESS_ATTRIBUTE]: "" } as HTMLAttributes<HTMLDivElement>)`
  display: contents;
`;
