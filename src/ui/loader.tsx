import styled, { keyframes } from "styled-components";

export const LOADER_SIZES = { small: 16, medium: 24, large: 48 } as const;
export type LoaderSize = keyof typeof LOADER_SIZES;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $px: number }>`
  display: inline-block;
  inline-size: ${({ $px }) => $px}px;
  block-size: ${({ $px }) => $px}px;
  border: ${({ $px }) => Math.max(2, Math.round($px / 10))}px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;

interface LoaderProps {
  size?: LoaderSize;
  /** Read by screen readers; omit when the loader sits inside a labelled control. */
  label?: string;
}

export function Loader({ size = "medium", label }: LoaderProps) {
  return (
    <Ring
      $px={LOADER_SIZES[size]}
      className="nord-loader"
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-size={size}
    />
  );
}
