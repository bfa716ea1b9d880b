// @vitest-environment node
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { describe, expect, it } from "vitest";
import { Skeleton, STILL_SKELETONS_CSS } from "./skeleton";

function cssOf(element: React.ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe("Skeleton", () => {
  it("shimmers with transform only, which the compositor animates without repainting the page", () => {
    const css = cssOf(<Skeleton $height={40} />);
    const keyframes = [...css.matchAll(/@keyframes [\w-]+\{(.*?)\}\}/g)].map((match) => match[1]!);
    expect(keyframes).toHaveLength(1);
    const animated = [...keyframes[0]!.matchAll(/([\w-]+):/g)].map((match) => match[1]);
    expect(new Set(animated)).toEqual(new Set(["transform"]));
    expect(css).toContain("block-size:40px");
    // Without motion, no shimmer at all.
    expect(css).toMatch(/prefers-reduced-motion: reduce\)\{[^}]*::after\{animation:none;display:none;\}/);
  });

  it("stands still in a browser without script: the rule the document carries for it matches every skeleton", () => {
    const html = renderToString(<Skeleton $height={40} />);
    const [, selector, declarations] = /^(\.[\w-]+)::after\{(.*)\}$/.exec(STILL_SKELETONS_CSS) ?? [];
    expect(declarations).toBe("animation:none;display:none");
    const classes = /class="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
    expect(classes).toContain(selector?.slice(1));
  });
});
