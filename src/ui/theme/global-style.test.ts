// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { GLOBAL_CSS } from "./global-style";
import { theme } from "./theme";

/** The rules as the browser reads them from the page's head. */
function rulesOf(css: string): CSSStyleRule[] {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
  const rules = [...(style.sheet?.cssRules ?? [])].filter((rule): rule is CSSStyleRule => "selectorText" in rule);
  style.remove();
  return rules;
}

describe("GLOBAL_CSS", () => {
  it("reaches every page without its source's comments and line breaks", () => {
    expect(GLOBAL_CSS).not.toContain("/*");
    expect(GLOBAL_CSS).not.toContain("\n");
  });

  it("keeps the rules that followed a comment in its source", () => {
    const rules = rulesOf(GLOBAL_CSS);
    const bold = rules.find((rule) => rule.selectorText === "b, strong");
    expect(bold?.style.fontWeight).toBe(String(theme.font.weight.bold));
    expect(rules.some((rule) => rule.selectorText === 'input[type="radio"], input[type="checkbox"]')).toBe(true);
  });
});
