import styled from "styled-components";
import { media } from "@/ui";
import type { Brand } from "./brands";

// The artwork keeps its own proportions inside the slot of spec 2.4, at the slot's start.
const Img = styled.img<{ $small: Brand["logo"]["small"]; $large: Brand["logo"]["large"] }>`
  display: block;
  inline-size: ${({ $small }) => $small.width}px;
  block-size: ${({ $small }) => $small.height}px;
  object-fit: contain;
  object-position: left center;
  [dir="rtl"] & {
    object-position: right center;
  }
  ${({ $large }) => media.md`
    inline-size: ${$large.width}px;
    block-size: ${$large.height}px;
  `}
`;

/**
 * The product's logo: its own mark and its name, a static SVG (public/static/icons/products/)
 * in the slot of spec 2.4. The image has the slot's size before it loads, so nothing moves.
 */
export function BrandLogo({ brand }: { brand: Brand }) {
  const { width, height } = brand.logo.large;
  return (
    <Img
      $small={brand.logo.small}
      $large={brand.logo.large}
      src={`/static/icons/products/${brand.key}.svg`}
      width={width}
      height={height}
      alt={brand.name}
      data-logo={brand.key}
    />
  );
}
