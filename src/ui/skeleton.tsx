/** The class the document's rules (GLOBAL_CSS) draw a skeleton with. */
export const SKELETON_CLASS = "nord-skeleton";

/**
 * A loading block of the height of what it stands for, so nothing moves when content arrives.
 *
 * A plain element drawn by the document's rules rather than a styled component: a placeholder
 * shows up to thirteen, and a styled one is a component of its own for the server to render each
 * time, with a class per height (performance.md, "a render"). The rules, shimmer included, are in
 * `theme/global-style.ts`.
 */
export function Skeleton({ height }: { height: number }) {
  return <div className={SKELETON_CLASS} style={{ blockSize: height }} />;
}

/**
 * For a browser without script (_document writes it in a `<noscript>`): there a skeleton stands
 * for content that never comes, so it stands still instead of shimmering for good.
 */
export const STILL_SKELETONS_CSS = `.${SKELETON_CLASS}::after{animation:none;display:none}`;
