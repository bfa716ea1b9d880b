import styled, { keyframes } from "styled-components";
import { theme } from "./theme";

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A loading block of the height of what it stands for, so nothing moves when content arrives. */
export const Skeleton = styled.div<{ $height: number }>`
  block-size: ${({ $height }) => $height}px;
  border-radius: ${theme.radius.card};
  background: linear-gradient(90deg, #eceef2 25%, #f6f7f9 50%, #eceef2 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
