// @vitest-environment node
import { renderToString } from "react-dom/server";
import styled from "styled-components";
import { describe, expect, it } from "vitest";
import { requestStyleSheet } from "./request-style-sheet";

const Box = styled.div<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
`;

function renderPage(tone: string) {
  const sheet = requestStyleSheet();
  const html = renderToString(sheet.collectStyles(<Box $tone={tone}>hello</Box>));
  const css = renderToString(<>{sheet.getStyleElement()}</>);
  sheet.seal();
  return { sheet, html, css };
}

describe("requestStyleSheet", () => {
  it("shares compiled rules between renders, so each page carries the rules it uses", () => {
    const first = renderPage("#111111");
    const second = renderPage("#222222");
    expect(second.sheet.instance).toBe(first.sheet.instance);
    expect(first.css).toContain("color:#111111");
    expect(second.css).toContain("color:#111111");
    expect(second.css).toContain("color:#222222");
    const className = /class="([^"]+)"/.exec(second.html)?.[1]?.split(" ").at(-1);
    expect(second.css).toContain(`.${className}{color:#222222;}`);
  });

  it("starts over once the shared sheet holds too many class names", () => {
    const start = renderPage("#000000").sheet.instance;
    for (let index = 0; index < 4_100; index++) renderPage(`#${index.toString(16).padStart(6, "0")}`);
    const later = renderPage("#abcdef");
    expect(later.sheet.instance).not.toBe(start);
    expect(later.css).toContain("color:#abcdef");
    // 4,100 renders: a few seconds, more on a busy machine.
  }, 60_000);
});
