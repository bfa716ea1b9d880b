// @ts-check
/**
 * After `next build` compiles (next.config.js, `compiler.runAfterProductionCompile`): writes each
 * server chunk's characters above U+00FF as `\uXXXX` escapes, so that V8 keeps its source in
 * one byte per character instead of two.
 *
 * V8 holds every loaded script's source for as long as the server runs (functions compile
 * lazily from it), and a source with a single character outside Latin-1 (a "…" in a message's
 * description, a "–" in an error text) is stored two bytes per character: the server chunk that
 * bundles Sentry alone took 2.8 MiB of the heap instead of 1.4 because of a few "’" in its
 * attribute descriptions. An escape means the same character wherever one can stand in a
 * script (strings, regular expressions, identifiers, comments), with two exceptions that are
 * kept as they are: a template literal's raw text, which a tag function may read, and the
 * character after a backslash, which is escaped without it ("\…" is "…").
 *
 * The source map beside a chunk is corrected: positions after an escape on the same line move
 * by the escape's extra length.
 */
const fs = require("node:fs");
const path = require("node:path");

/**
 * Ranges of the code that must keep its characters: the text (not the `${}` expressions) of
 * every tagged template.
 * @param {string} code
 * @returns {Array<[number, number]>}
 */
function taggedTemplateRanges(code) {
  /** @type {Array<[number, number]>} */
  const ranges = [];
  // Required here, not at the top: next.config.js loads this file in the server too.
  const acorn = require("acorn");
  const ast = acorn.parse(code, { ecmaVersion: "latest", sourceType: "script", allowHashBang: true, allowReturnOutsideFunction: true });
  /** @type {unknown[]} */
  const pending = [ast];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (node && typeof node === "object") {
      const { type, quasi } = /** @type {{ type?: unknown, quasi?: import("acorn").TemplateLiteral }} */ (node);
      if (type === "TaggedTemplateExpression" && quasi) for (const text of quasi.quasis) ranges.push([text.start, text.end]);
      for (const value of Object.values(node)) if (value && typeof value === "object") pending.push(value);
    }
  }
  return ranges;
}

/**
 * The code with its characters above U+00FF escaped, and for each line (0-based) the columns
 * where escapes grew it: `[column in the original line, characters added]`.
 * @param {string} code
 * @returns {{ code: string, growth: Map<number, Array<[number, number]>> }}
 */
function escapeWideCharacters(code) {
  /** @type {Map<number, Array<[number, number]>>} */
  const growth = new Map();
  if (!/[^\u0000-\u00ff]/.test(code)) return { code, growth };
  const kept = taggedTemplateRanges(code);
  const isKept = (/** @type {number} */ at) => kept.some(([start, end]) => at >= start && at < end);
  let out = "";
  let line = 0;
  let lineStart = 0;
  let from = 0;
  for (let at = 0; at < code.length; at++) {
    const unit = code.charCodeAt(at);
    if (unit === 10) {
      line++;
      lineStart = at + 1;
      continue;
    }
    if (unit <= 0xff || isKept(at)) continue;
    let backslashes = 0;
    while (code.charCodeAt(at - 1 - backslashes) === 92) backslashes++;
    const escapedByBackslash = backslashes % 2 === 1;
    out += code.slice(from, escapedByBackslash ? at - 1 : at) + `\\u${unit.toString(16).padStart(4, "0")}`;
    from = at + 1;
    const column = at - lineStart;
    const list = growth.get(line) ?? [];
    list.push([column, escapedByBackslash ? 4 : 5]);
    growth.set(line, list);
  }
  return { code: out + code.slice(from), growth };
}

/**
 * Moves the generated columns of a source map's mappings by the escapes' growth.
 * @param {string} mappings
 * @param {Map<number, Array<[number, number]>>} growth
 * @returns {string}
 */
function shiftMappings(mappings, growth) {
  // Required here, not at the top: next.config.js loads this file in the server too, where
  // development dependencies may be absent.
  const { decode, encode } = require("@jridgewell/sourcemap-codec");
  const lines = decode(mappings);
  lines.forEach((segments, line) => {
    const grown = growth.get(line);
    if (!grown) return;
    // Segments come in column order (the decoder sorts them), and so do the escapes: one pass.
    let next = 0;
    let added = 0;
    for (const segment of segments) {
      for (; next < grown.length && grown[next][0] < segment[0]; next++) added += grown[next][1];
      segment[0] += added;
    }
  });
  return encode(lines);
}

/**
 * Every `.js` file under `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
function scripts(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(file);
    return entry.name.endsWith(".js") ? [file] : [];
  });
}

/**
 * Escapes the wide characters of every server chunk, and corrects its source map.
 * @param {{ distDir: string }} build
 * @returns {string[]} the chunks rewritten, inside distDir
 */
function oneByteServerSources({ distDir }) {
  const rewritten = [];
  for (const file of scripts(path.join(distDir, "server"))) {
    const original = fs.readFileSync(file, "utf8");
    const { code, growth } = escapeWideCharacters(original);
    if (code === original) continue;
    fs.writeFileSync(file, code);
    rewritten.push(path.relative(distDir, file));
    const map = `${file}.map`;
    if (!fs.existsSync(map)) continue;
    const sourceMap = JSON.parse(fs.readFileSync(map, "utf8"));
    if (typeof sourceMap.mappings !== "string") continue;
    sourceMap.mappings = shiftMappings(sourceMap.mappings, growth);
    fs.writeFileSync(map, JSON.stringify(sourceMap));
  }
  return rewritten.sort();
}

module.exports = { oneByteServerSources, escapeWideCharacters, shiftMappings };
