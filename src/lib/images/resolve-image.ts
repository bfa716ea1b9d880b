/** Raster formats that get 2x, webp and blurred-placeholder variants (spec section 3). */
const RASTER = /\.(jpe?g|png)$/i;

export interface ResolvedImage {
  src: string;
  /** `src 1x, src@2x 2x` */
  srcSet: string;
  /** The same pair as webp, for browsers that take it; absent for vector images. */
  webpSrcSet?: string;
  /** A tiny blurred version shown until the image loads; absent for vector images. */
  placeholder?: string;
}

/**
 * `/static/images/plan.png` resolves to its 1x and `@2x` files, their `.webp` twins and the
 * `.blur.<ext>` placeholder, all published beside the original by the asset pipeline.
 */
export function resolveImage(src: string): ResolvedImage {
  const match = RASTER.exec(src);
  if (!match) return { src, srcSet: `${src} 1x` };
  const base = src.slice(0, match.index);
  const extension = match[0];
  return {
    src,
    srcSet: `${src} 1x, ${base}@2x${extension} 2x`,
    webpSrcSet: `${base}.webp 1x, ${base}@2x.webp 2x`,
    placeholder: `${base}.blur${extension}`,
  };
}
