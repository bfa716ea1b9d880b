// @vitest-environment node
import { renderToString } from "react-dom/server";
import styled, { css, keyframes } from "styled-components";
import { describe, expect, it } from "vitest";
import { componentStylePrototype, keepFixedClassNames, keptClassName } from "./fixed-class-names";
import { requestStyleSheet } from "./request-style-sheet";

const Fixed = styled.div`
  color: #101010;
  ${css`
    margin: 0;
  `}
`;
const Tinted = styled.span<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
`;
const Extended = styled(Fixed)`
  padding: 0;
`;
const spin = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Spinning = styled.i`
  animation: ${spin} 1s;
`;

function Page({ tone }: { tone: string }) {
  return (
    <>
      <Fixed>a</Fixed>
      <Tinted $tone={tone}>b</Tinted>
      <Extended>c</Extended>
      <Spinning />
      <Fixed>d</Fixed>
    </>
  );
}

// The library's own method, taken before any render installs the shortcut.
const prototype = componentStylePrototype();
const libraryMethod = prototype.generateAndInjectStyles;

/** What `run` gives with the library's own method in place of the shortcut. */
function withLibraryMethod<T>(run: () => T): T {
  const shortcut = prototype.generateAndInjectStyles;
  prototype.generateAndInjectStyles = libraryMethod;
  try {
    return run();
  } finally {
    prototype.generateAndInjectStyles = shortcut;
  }
}

/** One server render as _document makes it: the page's markup and the style tags it carries. */
function render(tone: string) {
  const sheet = requestStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<Page tone={tone} />));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe("fixed class names", () => {
  it("still finds what it relies on inside styled-components", () => {
    expect(typeof prototype.generateAndInjectStyles).toBe("function");
    const style = (Fixed as unknown as { componentStyle: { rules: unknown; componentId: string; baseStyle?: unknown } }).componentStyle;
    expect(Object.getPrototypeOf(style)).toBe(prototype);
    expect(Array.isArray(style.rules)).toBe(true);
    expect(style.componentId).toMatch(/\S/);
    expect(style.baseStyle).toBeUndefined();
    const extended = (Extended as unknown as { componentStyle: { baseStyle?: unknown } }).componentStyle;
    expect(extended.baseStyle).toBe(style);
  });

  it("gives every element the class names and rules the library gives it, page after page", () => {
    keepFixedClassNames();
    expect(prototype.generateAndInjectStyles).not.toBe(libraryMethod);
    const withoutShortcut = withLibraryMethod(() => [render("#aa0000"), render("#00bb00"), render("#aa0000")]);
    const withShortcut = [render("#aa0000"), render("#00bb00"), render("#aa0000")];
    expect(withShortcut).toEqual(withoutShortcut);
    // Each page still carries its own rules, the fixed component's included.
    for (const { css: tags } of withShortcut) expect(tags).toContain("color:#101010;");
    expect(withShortcut[1]!.css).not.toContain("#aa0000");
  });

  it("keeps the name of a component whose rules are all text, and of no other", () => {
    keepFixedClassNames();
    const { html } = render("#123456");
    const fixedClass = /<div class="([^"]+)">a<\/div>/.exec(html)?.[1]?.split(" ").at(-1);
    expect(keptClassName(Fixed)).toBe(fixedClass);
    expect(keptClassName(Tinted)).toBeUndefined();
    expect(keptClassName(Extended)).toBeUndefined();
    expect(keptClassName(Spinning)).toBeUndefined();
  });
});
