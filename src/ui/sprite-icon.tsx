import { useInView } from "react-intersection-observer";
import { LAZY_LOAD_OPTIONS } from "./lazy-load";

/** The sprites in public/static/icons/: one `<symbol>` per icon, named after it. */
export type IconSprite = "cards" | "payments";

export function spriteHref(sprite: IconSprite, name: string): string {
  return `/static/icons/${sprite}.svg#${name}`;
}

interface SpriteIconProps {
  sprite: IconSprite;
  /** The symbol's id in the sprite. */
  name: string;
  /** Fixed size, so nothing moves when the sprite arrives; the symbol keeps its proportions inside. */
  width: number;
  height: number;
  /** What the icon says (an image with that name); without one it is decorative and hidden. */
  label?: string;
  className?: string;
  "data-testid"?: string;
  "data-detected"?: string;
}

/**
 * An icon drawn from a sprite: an inline `<svg>` whose `<use>` points at the sprite's symbol.
 *
 * Not `<img src="….svg">`: Chromium makes every SVG image a document of its own, with its own
 * page, frame, style and layout, on the page's main thread. The payment section's thirteen logos
 * were fourteen tasks of 44 to 99 ms in all per load in Lighthouse's traces (docs/performance.md).
 * A sprite is one request and one parsed document for every icon drawn from it, and each `<use>`
 * is laid out with the page.
 *
 * Like a lazy image, the `<use>` (and so the sprite's request) waits until the icon comes near the
 * viewport, once; its box is there from the start.
 */
export function SpriteIcon({ sprite, name, width, height, label, ...rest }: SpriteIconProps) {
  const { ref, inView } = useInView(LAZY_LOAD_OPTIONS);
  return (
    <svg
      ref={ref}
      width={width}
      height={height}
      focusable="false"
      {...(label === undefined ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
      {...rest}
    >
      {inView ? <use href={spriteHref(sprite, name)} /> : null}
    </svg>
  );
}
