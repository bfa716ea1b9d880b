import styled from "styled-components";

/**
 * styled-components (6.6) names a component's class from its CSS text, and finds that text anew
 * for every element it renders: it joins all of the component's rules into one string and looks
 * the string up in a map, even when no rule depends on props. That was 3 % of /payment/'s server
 * time with every address new (170 styled elements a render, each joining and hashing a few
 * hundred characters). A component whose rules are all text has one class name for good, so this
 * keeps it on the component once made and, while the render's sheet already has it, answers with
 * it. Anything else (rules that read props or the theme, an extended component, a sheet that
 * lacks the rules, other stylis plugins) goes the library's own way, which also puts missing rules
 * into the sheet.
 *
 * It replaces a method of the library's internal ComponentStyle: fixed-class-names.test.ts fails
 * when an upgrade renames what it relies on (`generateAndInjectStyles`, `rules`, `componentId`,
 * `baseStyle`), and compares every class name it gives with the library's own.
 */

interface StyleSheetLike {
  hasNameForId(id: string, name: string): boolean;
}

interface StylisLike {
  hash: string;
}

export interface ComponentStyleLike {
  rules: unknown;
  componentId: string;
  baseStyle?: unknown;
  generateAndInjectStyles(context: object, sheet: StyleSheetLike, stylis: StylisLike): string;
}

interface FixedName {
  hash: string;
  name: string;
}

const fixedNames = new WeakMap<ComponentStyleLike, FixedName | null>();

/** Rules that are text all the way down: what flattening a template with no function in it leaves. */
function isText(rules: unknown): boolean {
  if (typeof rules === "string") return true;
  return Array.isArray(rules) && rules.every(isText);
}

/** The prototype every styled component's style object shares, reached through a probe component. */
export function componentStylePrototype(): ComponentStyleLike {
  const probe = styled.span`` as unknown as { componentStyle?: object };
  const prototype = probe.componentStyle && (Object.getPrototypeOf(probe.componentStyle) as ComponentStyleLike);
  if (!prototype || typeof prototype.generateAndInjectStyles !== "function") {
    throw new Error("styled-components no longer has ComponentStyle.generateAndInjectStyles: see fixed-class-names.ts");
  }
  return prototype;
}

/** The class name kept for a styled component, if its rules are all text and it has rendered. */
export function keptClassName(component: unknown): string | undefined {
  const style = (component as { componentStyle?: ComponentStyleLike }).componentStyle;
  return (style && fixedNames.get(style)?.name) || undefined;
}

let installed = false;

/** Installs the shortcut once per process (the server's; the browser renders few elements a tap). */
export function keepFixedClassNames(): void {
  if (installed) return;
  installed = true;
  const prototype = componentStylePrototype();
  const generate = prototype.generateAndInjectStyles;
  prototype.generateAndInjectStyles = function (this: ComponentStyleLike, context, sheet, stylis) {
    let fixed = fixedNames.get(this);
    if (fixed === undefined) {
      fixed = this.baseStyle === undefined && isText(this.rules) ? { hash: "", name: "" } : null;
      fixedNames.set(this, fixed);
    }
    if (fixed === null) return generate.call(this, context, sheet, stylis);
    if (fixed.name && fixed.hash === stylis.hash && sheet.hasNameForId(this.componentId, fixed.name)) return fixed.name;
    const name = generate.call(this, context, sheet, stylis);
    fixed.hash = stylis.hash;
    fixed.name = name;
    return name;
  };
}
