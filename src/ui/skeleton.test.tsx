// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Skeleton, SKELETON_CLASS, STILL_SKELETONS_CSS } from "./skeleton";
import { GLOBAL_CSS } from "./theme";

/** The document's rules as the browser reads them. */
function documentRules(): CSSRuleList {
  const style = document.createElement("style");
  style.textContent = GLOBAL_CSS;
  document.head.append(style);
  const rules = style.sheet!.cssRules;
  style.remove();
  return rules;
}

describe("Skeleton", () => {
  it("is a block of the height it stands for, drawn by the document's rules", () => {
    const html = renderToString(<Skeleton height={40} />);
    expect(html).toBe(`<div class="${SKELETON_CLASS}" style="block-size:40px"></div>`);
    const rules = [...documentRules()];
    const block = rules.find((rule): rule is CSSStyleRule => "selectorText" in rule && rule.selectorText === `.${SKELETON_CLASS}`);
    expect(block?.style.background).toBe("rgb(236, 238, 242)");
  });

  it("shimmers with transform only, which the compositor animates without repainting the page", () => {
    const rules = [...documentRules()];
    const shimmer = rules.find((rule): rule is CSSStyleRule => "selectorText" in rule && rule.selectorText === `.${SKELETON_CLASS}::after`);
    const name = shimmer?.style.getPropertyValue("animation").split(" ")[0];
    const keyframes = rules.find((rule): rule is CSSKeyframesRule => "name" in rule && rule.name === name);
    expect(keyframes).toBeDefined();
    const animated = new Set(
      [...keyframes!.cssRules].flatMap((frame) => {
        const { style } = frame as CSSKeyframeRule;
        return Array.from({ length: style.length }, (_, index) => style.item(index));
      }),
    );
    expect(animated).toEqual(new Set(["transform"]));
    // Without motion, no shimmer at all.
    expect(GLOBAL_CSS).toContain(`@media (prefers-reduced-motion: reduce) {.${SKELETON_CLASS}::after { animation: none; display: none; }`);
  });

  it("stands still in a browser without script: the rule the document carries for it matches every skeleton", () => {
    const html = renderToString(<Skeleton height={40} />);
    const [, selector, declarations] = /^(\.[\w-]+)::after\{(.*)\}$/.exec(STILL_SKELETONS_CSS) ?? [];
    expect(declarations).toBe("animation:none;display:none");
    const classes = /class="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
    expect(classes).toContain(selector?.slice(1));
  });
});
