import styled, { keyframes } from "styled-components";

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.2; }
  40% { opacity: 1; }
`;

const Dots = styled.span`
  display: inline-flex;
  span {
    animation: ${blink} 1.2s infinite both;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
      opacity: 1;
    }
  }
`;

/**
 * Three blinking dots after a text that says something is under way ("Logging in", "Logging out",
 * spec 2.4); decoration, hidden from readers.
 */
export function AnimatedDots() {
  return (
    <Dots aria-hidden="true" data-testid="animated-dots">
      <span>.</span>
      <span>.</span>
      <span>.</span>
    </Dots>
  );
}
