import styled from "styled-components";
import { media } from "@/ui";
import type { Brand } from "./brands";

const Svg = styled.svg<{ $small: Brand["logo"]["small"]; $large: Brand["logo"]["large"] }>`
  display: block;
  inline-size: ${({ $small }) => $small.width}px;
  block-size: ${({ $small }) => $small.height}px;
  ${({ $large }) => media.md`
    inline-size: ${$large.width}px;
    block-size: ${$large.height}px;
  `}
`;

/**
 * The product wordmark: a mark and the product name, drawn at the exact sizes of spec 2.4.
 * Logos stay left-to-right in right-to-left pages, like any brand name.
 */
export function BrandLogo({ brand }: { brand: Brand }) {
  const { width, height } = brand.logo.large;
  return (
    <Svg
      $small={brand.logo.small}
      $large={brand.logo.large}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={brand.name}
      data-logo={brand.key}
      direction="ltr"
    >
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <path d="M8 22 L13 11 L16 17 L18.5 13 L24 22 Z" fill="#fff" />
      <text
        x="40"
        y="23"
        fontSize="21"
        fontWeight="700"
        fill="currentColor"
        textLength={width - 42}
        lengthAdjust="spacingAndGlyphs"
        fontFamily="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif"
      >
        {brand.name === "Nord" ? "Nord Security" : brand.name}
      </text>
    </Svg>
  );
}
