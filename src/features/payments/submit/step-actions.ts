import styled from "styled-components";
import { space } from "@/ui";

/** The buttons row at the foot of a payment step dialog. */
export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin-block-start: ${space(5)};
`;
