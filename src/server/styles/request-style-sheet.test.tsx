// @vitest-environment node
import { renderToString } from "react-dom/server";
import styled, { ServerStyleSheet } from "styled-components";
import { describe, expect, it } from "vitest";
import { requestStyleSheet, styleCompilations } from "./request-style-sheet";

const Box = styled.div<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
`;

const Frame = styled.section`
  padding: 8px;
`;

function renderPage(tone: string) {
  const sheet = requestStyleSheet();
  const html = renderToString(sheet.collectStyles(<Box $tone={tone}>hello</Box>));
  const css = renderToString(<>{sheet.getStyleElement()}</>);
  sheet.seal();
  return { sheet, html, css };
}

describe("requestStyleSheet", () => {
  it("gives each page only the rules it uses", () => {
    const first = renderPage("#111111");
    const second = renderPage("#222222");
    expect(first.css).toContain("color:#111111");
    expect(second.css).not.toContain("#111111");
    const className = /class="([^"]+)"/.exec(second.html)?.[1]?.split(" ").at(-1);
    expect(second.css).toContain(`.${className}{color:#222222;}`);
  });

  it("compiles a rule once per process: a later page that uses it gets the compiled copy", () => {
    const tone = "#333333";
    const before = styleCompilations().compiled;
    const first = renderPage(tone);
    expect(styleCompilations().compiled).toBe(before + 1);
    renderPage("#444444");
    const again = renderPage(tone);
    expect(styleCompilations().compiled).toBe(before + 2);
    expect(again.css).toBe(first.css);
    expect(again.html).toBe(first.html);
  });

  it("writes the style element of a set of components once, and each other set its own, as the library would", () => {
    const draw = (sheet: ServerStyleSheet, framed: boolean) => {
      renderToString(
        sheet.collectStyles(
          framed ? (
            <Frame>
              <Box $tone="#555555">a</Box>
            </Frame>
          ) : (
            <Box $tone="#555555">a</Box>
          ),
        ),
      );
      const element = sheet.getStyleElement();
      sheet.seal();
      return element;
    };
    const first = draw(requestStyleSheet(), true);
    const again = draw(requestStyleSheet(), true);
    expect(again).toBe(first);
    const unframed = draw(requestStyleSheet(), false);
    expect(unframed).not.toBe(first);
    const text = (element: unknown) => renderToString(<>{element}</>);
    expect(text(first)).toContain("padding:8px");
    expect(text(unframed)).not.toContain("padding:8px");
    // The library's own sheet writes the same rules.
    expect(text(first)).toBe(text(draw(new ServerStyleSheet(), true)));
    expect(text(unframed)).toBe(text(draw(new ServerStyleSheet(), false)));
  });

  it("starts its cache over once it holds too many rule sets, and pages keep their rules", () => {
    for (let index = 0; index < 4_100; index++) renderPage(`#${index.toString(16).padStart(6, "0")}`);
    expect(styleCompilations().kept).toBeLessThanOrEqual(4_000);
    const later = renderPage("#abcdef");
    expect(later.css).toContain("color:#abcdef");
    // 4,100 renders: a few seconds, more on a busy machine.
  }, 60_000);
});
