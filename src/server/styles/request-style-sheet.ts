import { ServerStyleSheet } from "styled-components";
import { keepFixedClassNames } from "./fixed-class-names";

/** Past this many compiled rule sets the process starts its cache over (see below). */
const MAX_RULE_SETS = 4_000;

/** The compiled CSS of each class name the process has made: `componentId \0 name` → rules. */
const compiled = new Map<string, string[]>();
let compilations = 0;

/** Past this many kept style elements (one per set of components a page draws) the process starts over. */
const MAX_STYLE_ELEMENTS = 64;

/** The style element of each set of rule sets a render used, in its order (see below). */
const styleElements = new Map<string, ReturnType<ServerStyleSheet["getStyleElement"]>>();

/**
 * The style sheet for one server render, holding exactly the rules that render used.
 *
 * styled-components compiles a component's rules with stylis whenever the sheet it renders into
 * lacks the class name; with an empty sheet per request that was a sixth of the server's time on
 * /payment/. The rules depend only on the component and its style props, so the process keeps
 * what it compiled: when the sheet is asked whether it has a class name it lacks, a rule set
 * compiled for an earlier render is copied in and the answer is yes, so nothing is compiled
 * twice. Each page still carries only its own rules: a sheet shared by every render made a page
 * carry the rules of every page the process had rendered (/payment/ 17 kB of CSS on a fresh server,
 * 23 kB once the other pages had been visited), which the browser then parsed, re-inserted on
 * hydration and matched against every element.
 *
 * Should a component ever interpolate an unbounded set of values, the cap starts the cache over
 * instead of growing without end. Nothing in it depends on the shopper or the product: the
 * brand's accent is a custom property on <html> (_document).
 */
export function requestStyleSheet(): ServerStyleSheet {
  keepFixedClassNames();
  const sheet = new ServerStyleSheet();
  const instance = sheet.instance;
  const has = instance.hasNameForId.bind(instance);
  const insert = instance.insertRules.bind(instance);
  const output = sheet.getStyleElement.bind(sheet);
  // The rule sets this render uses, in the order it asked for them, put into the sheet only when a
  // render of another set of components asks for its style element (below).
  const used = new Map<string, [id: string, name: string, rules: string[]]>();
  const record = (id: string, name: string, rules: string[]) => {
    const key = `${id}\0${name}`;
    if (!used.has(key)) used.set(key, [id, name, rules]);
  };
  instance.hasNameForId = (id, name) => {
    if (used.has(`${id}\0${name}`) || has(id, name)) return true;
    const rules = compiled.get(`${id}\0${name}`);
    if (!rules) return false;
    record(id, name, rules);
    return true;
  };
  // styled-components inserts after compiling: the rules are kept for the renders to come.
  instance.insertRules = (id, name, rules) => {
    compilations++;
    if (compiled.size >= MAX_RULE_SETS) compiled.clear();
    compiled.set(`${id}\0${name}`, rules);
    record(id, name, rules);
  };
  let inserted = false;
  const insertUsed = () => {
    if (inserted) return;
    inserted = true;
    for (const [id, name, rules] of used.values()) insert(id, name, rules);
  };
  // Every other way out of the sheet gets every rule the render used.
  const tags = sheet.getStyleTags.bind(sheet);
  sheet.getStyleTags = () => {
    insertUsed();
    return tags();
  };
  sheet.getStyleElement = () => {
    // The same rule sets in the same order write the same style element: a page's renders use
    // the same components, so its element is made once (the sheet's insertions and its text were
    // about 2 % of /payment/'s server time with every address new).
    const key = [...used.keys()].join("\u0001");
    let element = styleElements.get(key);
    if (!element) {
      insertUsed();
      element = output();
      if (styleElements.size >= MAX_STYLE_ELEMENTS) styleElements.clear();
      styleElements.set(key, element);
    }
    return element;
  };
  return sheet;
}

/** How many rule sets the process has compiled, and how many it keeps (for tests and probes). */
export function styleCompilations(): { compiled: number; kept: number } {
  return { compiled: compilations, kept: compiled.size };
}
