import { ServerStyleSheet } from "styled-components";
import { keepFixedClassNames } from "./fixed-class-names";

/** Past this many compiled rule sets the process starts its cache over (see below). */
const MAX_RULE_SETS = 4_000;

/** The compiled CSS of each class name the process has made: `componentId \0 name` → rules. */
const compiled = new Map<string, string[]>();
let compilations = 0;

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
  instance.hasNameForId = (id, name) => {
    if (has(id, name)) return true;
    const rules = compiled.get(`${id}\0${name}`);
    if (!rules) return false;
    insert(id, name, rules);
    return true;
  };
  // styled-components inserts after compiling: the rules are kept for the renders to come.
  instance.insertRules = (id, name, rules) => {
    compilations++;
    if (compiled.size >= MAX_RULE_SETS) compiled.clear();
    compiled.set(`${id}\0${name}`, rules);
    insert(id, name, rules);
  };
  return sheet;
}

/** How many rule sets the process has compiled, and how many it keeps (for tests and probes). */
export function styleCompilations(): { compiled: number; kept: number } {
  return { compiled: compilations, kept: compiled.size };
}
