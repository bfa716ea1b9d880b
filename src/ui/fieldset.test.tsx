// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import styled from "styled-components";
import { describe, expect, it } from "vitest";
import { Boxless } from "./boxless";
import { BOXLESS_ATTRIBUTE } from "./boxless-attribute";
import { Fieldset, FIELDSET_CLASS, Legend, LEGEND_CLASS } from "./fieldset";
import { GLOBAL_CSS } from "./theme";

/** The document's rule for `selector` as the browser reads it. */
function documentRule(selector: string): CSSStyleRule | undefined {
  const style = document.createElement("style");
  style.textContent = GLOBAL_CSS;
  document.head.append(style);
  const rule = [...style.sheet!.cssRules].find((item): item is CSSStyleRule => "selectorText" in item && item.selectorText === selector);
  style.remove();
  return rule;
}

describe("plain groups drawn by the document's rules", () => {
  it("draws a fieldset without the browser's box and its legend at section size", () => {
    const html = renderToString(
      <Fieldset>
        <Legend>Choose your plan</Legend>
      </Fieldset>,
    );
    expect(html).toBe(`<fieldset class="${FIELDSET_CLASS}"><legend class="${LEGEND_CLASS}">Choose your plan</legend></fieldset>`);
    expect(documentRule(`.${FIELDSET_CLASS}`)?.style.getPropertyValue("border")).toMatch(/^0/);
    expect(documentRule(`.${FIELDSET_CLASS}`)?.style.getPropertyValue("display")).toBe("grid");
    expect(documentRule(`.${LEGEND_CLASS}`)?.style.getPropertyValue("padding")).toMatch(/^0/);
  });

  it("keeps a styled extension's class beside its own, so the extension's rules apply over them", () => {
    const Narrow = styled(Legend)`
      font-size: inherit;
    `;
    const html = renderToString(<Narrow>Billing address</Narrow>);
    expect(html).toMatch(new RegExp(`^<legend class="${LEGEND_CLASS} [^"]+">Billing address</legend>$`));
  });

  it("marks a boxless wrapper by its attribute, which the document draws without a box", () => {
    expect(renderToString(<Boxless data-section="plans" />)).toBe(`<div ${BOXLESS_ATTRIBUTE}="" data-section="plans"></div>`);
    expect(documentRule(`[${BOXLESS_ATTRIBUTE}]`)?.style.getPropertyValue("display")).toBe("contents");
  });
});
