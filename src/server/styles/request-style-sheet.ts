import { ServerStyleSheet } from "styled-components";

type SharedSheet = ServerStyleSheet["instance"];

/** Past this many generated class names the process starts a fresh sheet (see below). */
const MAX_NAMES = 4_000;
let shared: SharedSheet | null = null;

function nameCount(sheet: SharedSheet): number {
  let count = 0;
  for (const names of sheet.names.values()) count += names.size;
  return count;
}

/**
 * The style sheet for one server render. styled-components compiles every rule of a page with
 * stylis on every request when each render gets an empty sheet, which was a sixth of the server's
 * time on /payment/. The rules only depend on the component and its style props, so the renders
 * of a process share one sheet: a rule is compiled once, and each page carries the rules the
 * process has made so far (the checkout's few pages share nearly all of them). Should a
 * component ever interpolate an unbounded set of values, the cap starts the sheet over instead
 * of growing without end. Nothing in the sheet depends on the shopper or the product: the
 * brand's accent is a custom property on <html> (_document).
 */
export function requestStyleSheet(): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  if (shared && nameCount(shared) < MAX_NAMES) sheet.instance = shared;
  else shared = sheet.instance;
  return sheet;
}
