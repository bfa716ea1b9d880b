import { useInView } from "react-intersection-observer";
import styled from "styled-components";
import { resolveImage } from "@/lib/images";

/** Images start loading when they come within 30% of the viewport's height, once (spec 2.4). */
export const LAZY_IMAGE_OPTIONS = { rootMargin: "30% 0px", triggerOnce: true } as const;

const Frame = styled.span<{ $placeholder?: string; $width: number; $height: number }>`
  display: inline-block;
  inline-size: ${({ $width }) => $width}px;
  block-size: ${({ $height }) => $height}px;
  background: ${({ $placeholder }) => ($placeholder ? `center / cover no-repeat url("${$placeholder}")` : "transparent")};
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

interface LazyImageProps {
  src: string;
  alt: string;
  /** Fixed size, so nothing moves when the image arrives. */
  width: number;
  height: number;
}

/** A product image: its space reserved, a blurred placeholder, then 1x/2x (webp first) when near. */
export function LazyImage({ src, alt, width, height }: LazyImageProps) {
  const { ref, inView } = useInView(LAZY_IMAGE_OPTIONS);
  const image = resolveImage(src);
  return (
    <Frame ref={ref} $placeholder={image.placeholder} $width={width} $height={height} data-loaded={inView} className="nord-lazy-image">
      {inView ? (
        <picture>
          {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} /> : null}
          <img src={image.src} srcSet={image.srcSet} alt={alt} width={width} height={height} decoding="async" />
        </picture>
      ) : null}
    </Frame>
  );
}
