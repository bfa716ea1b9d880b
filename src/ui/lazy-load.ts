/**
 * What is drawn only once it comes near the viewport (spec 2.4: "images lazy-load with a root
 * margin of 30% 0px and trigger once"). The checkout's images are icons drawn from sprites
 * (SpriteIcon); it shows no raster images, so there is no 1x/2x, webp or blurred-placeholder
 * variant to resolve (docs/decisions/0068-code-only-tests-called.md).
 */
export const LAZY_LOAD_OPTIONS = { rootMargin: "30% 0px", triggerOnce: true } as const;
