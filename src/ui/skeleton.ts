import styled, { keyframes } from "styled-components";
import { theme } from "./theme";

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/**
 * A loading block of the height of what it stands for, so nothing moves when content arrives.
 * Its shimmer is a gradient layer moved with `transform`, which the compositor animates on its
 * own: a moving background would be painted again on the main thread every frame, while the
 * page is still starting up.
 */
export const Skeleton = styled.div<{ $height: number }>`
  position: relative;
  overflow: hidden;
  block-size: ${({ $height }) => $height}px;
  border-radius: ${theme.radius.card};
  background: #eceef2;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent 25%, #f6f7f9 50%, transparent 75%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
    will-change: transform;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      display: none;
    }
  }
`;

/**
 * For a browser without script (_document writes it in a `<noscript>`): there a skeleton stands
 * for content that never comes, so it stands still instead of shimmering for good.
 */
export const STILL_SKELETONS_CSS = `${Skeleton}::after{animation:none;display:none}`;
