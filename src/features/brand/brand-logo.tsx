import styled, { css } from "styled-components";
import { media } from "@/ui";
import { BRANDS, type Brand } from "./brands";

/**
 * Each brand's slot size, by the `data-logo` attribute: rules that are all text keep one class
 * name (src/server/styles/fixed-class-names.ts), where sizes read from props were joined and
 * hashed again for every logo drawn.
 */
const slotSizes = Object.values(BRANDS).map(
  ({ key, logo }) => css`
    &[data-logo="${key}"] {
      inline-size: ${logo.small.width}px;
      block-size: ${logo.small.height}px;
      ${media.md`
        inline-size: ${logo.large.width}px;
        block-size: ${logo.large.height}px;
      `}
    }
  `,
);

// The artwork keeps its own proportions inside the slot of spec 2.4, at the slot's start.
const Img = styled.img`
  display: block;
  object-fit: contain;
  object-position: left center;
  [dir="rtl"] & {
    object-position: right center;
  }
  ${slotSizes}
`;

/**
 * The product's logo: its own mark and its name, a static SVG (public/static/icons/products/)
 * in the slot of spec 2.4. The image has the slot's size before it loads, so nothing moves.
 */
export function BrandLogo({ brand }: { brand: Brand }) {
  const { width, height } = brand.logo.large;
  return <Img src={`/static/icons/products/${brand.key}.svg`} width={width} height={height} alt={brand.name} data-logo={brand.key} />;
}
