// @ts-check
/**
 * After `next build` compiles (next.config.js, `compiler.runAfterProductionCompile`): marks the
 * JavaScript every page loads first with V8's explicit compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other engines read a comment).
 *
 * Turbopack wraps each module in a function that V8 compiles lazily, on the main thread, when
 * the module is first evaluated: for the first load that was the largest long task of a cold
 * /payment/ load (React DOM, Next.js and the app's modules, about 70 ms of compiling on this
 * machine's CPU). With the hint V8 compiles those functions eagerly while the script streams in,
 * off the main thread. Only first-load chunks are marked: their modules all run at start-up, where
 * a chunk loaded later may hold code the shopper never reaches.
 */
const fs = require("node:fs");
const path = require("node:path");

const HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The first-load chunks of every page in `build-manifest.json`.
 * @param {string} distDir
 * @returns {string[]} paths inside distDir
 */
function firstLoadChunks(distDir) {
  /** @type {{ pages: Record<string, string[]>, rootMainFiles?: string[], polyfillFiles?: string[] }} */
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const files = [...Object.values(manifest.pages).flat(), ...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])];
  return [...new Set(files)].filter((file) => /^static\/chunks\/.+\.js$/.test(file)).sort();
}

/**
 * Adds the hint to each first-load chunk once. A source map beside a chunk gets one more
 * (empty) line at its start, so it still points at the right code.
 * @param {{ distDir: string }} build
 * @returns {string[]} the chunks marked now
 */
function addCompileHints({ distDir }) {
  const marked = [];
  for (const file of firstLoadChunks(distDir)) {
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

module.exports = { addCompileHints, firstLoadChunks, HINT };
