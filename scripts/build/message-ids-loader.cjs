// @ts-check
/**
 * A Turbopack loader for the browser build (next.config.js): drops `defaultMessage` and
 * `description` from `defineMessages`/`defineMessage` calls, leaving each message its id.
 *
 * The browser never needs them: every page gets its locale's compiled catalogue in its props,
 * with every key (src/server/i18n fills a missing one from English, and `npm run i18n:check`
 * fails a catalogue that lacks one). The server build keeps them, and the formatjs extraction
 * reads the sources, so nothing else changes.
 */
const ts = require("typescript");

const DROPPED = new Set(["defaultMessage", "description"]);
const DEFINERS = new Set(["defineMessages", "defineMessage"]);

/** @param {ts.ObjectLiteralElementLike} property */
const isDropped = (property) =>
  ts.isPropertyAssignment(property) &&
  (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
  DROPPED.has(property.name.text);

/** @type {ts.TransformerFactory<ts.SourceFile>} */
const dropMessageTexts = (context) => {
  /** @type {(node: ts.Node) => ts.Node} */
  const stripObjects = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const kept = node.properties.filter((property) => !isDropped(property));
      return ts.visitEachChild(context.factory.updateObjectLiteralExpression(node, kept), stripObjects, context);
    }
    return ts.visitEachChild(node, stripObjects, context);
  };
  /** @type {(node: ts.Node) => ts.Node} */
  const findDefiners = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && DEFINERS.has(node.expression.text)) {
      return ts.visitEachChild(node, stripObjects, context);
    }
    return ts.visitEachChild(node, findDefiners, context);
  };
  return (sourceFile) => /** @type {ts.SourceFile} */ (ts.visitNode(sourceFile, findDefiners));
};

/**
 * The module as JavaScript, its message definitions reduced to ids.
 * @param {string} source TypeScript source
 * @param {string} fileName
 */
function dropMessageTextsFrom(source, fileName) {
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, isolatedModules: true },
    transformers: { before: [dropMessageTexts] },
  }).outputText;
}

/** @this {{ resourcePath: string }} @param {string} source */
function messageIdsLoader(source) {
  return dropMessageTextsFrom(source, this.resourcePath);
}

module.exports = messageIdsLoader;
module.exports.dropMessageTextsFrom = dropMessageTextsFrom;
