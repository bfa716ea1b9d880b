// @ts-check
/**
 * After `next build` compiles (next.config.js, `compiler.runAfterProductionCompile`): marks every
 * JavaScript chunk with V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad`
 * (Chrome 136 and later; other engines read a comment).
 *
 * Turbopack wraps each module in a function that V8 compiles lazily, on the main thread, when
 * the module is first evaluated, and each function of it when first called: for the first load
 * that was the largest long task of a cold /payment/ load (React DOM, Next.js and the app's
 * modules, about 70 ms of compiling on this machine's CPU). With the hint V8 compiles those
 * functions eagerly while the script streams in, off the main thread. A chunk loaded later is
 * loaded when its code is about to run (the payment section right after hydration, Sentry's SDK
 * when it starts, a dialog when it opens), so it gets the hint too: at 4× CPU the task that
 * evaluates Sentry's SDK went from about 45 to 6–22 ms and its start from about 35 to 12–18 ms.
 * The price is compiling, off the main thread, functions of a loaded chunk that never run.
 */
const fs = require("node:fs");
const path = require("node:path");

const HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Every JavaScript chunk of the build, the first-load ones and those loaded on demand.
 * @param {string} distDir
 * @returns {string[]} paths inside distDir
 */
function chunks(distDir) {
  const dir = path.join(distDir, "static/chunks");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => `static/chunks/${file.split(path.sep).join("/")}`)
    .sort();
}

/**
 * Adds the hint to each chunk once. A source map beside a chunk gets one more
 * (empty) line at its start, so it still points at the right code.
 * @param {{ distDir: string }} build
 * @returns {string[]} the chunks marked now
 */
function addCompileHints({ distDir }) {
  const marked = [];
  for (const file of chunks(distDir)) {
    const chunk = path.join(distDir, file);
    const code = fs.readFileSync(chunk, "utf8");
    if (code.startsWith(HINT)) continue;
    fs.writeFileSync(chunk, HINT + code);
    marked.push(file);
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const map = mapName && !mapName.startsWith("data:") ? path.join(path.dirname(chunk), mapName) : null;
    if (map && fs.existsSync(map)) {
      const sourceMap = JSON.parse(fs.readFileSync(map, "utf8"));
      if (typeof sourceMap.mappings === "string") sourceMap.mappings = `;${sourceMap.mappings}`;
      fs.writeFileSync(map, JSON.stringify(sourceMap));
    }
  }
  return marked;
}

module.exports = { addCompileHints, HINT };
