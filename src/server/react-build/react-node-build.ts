import Module, { createRequire } from "node:module";
import path from "node:path";

/** What Next.js's Pages Router requires for its server renders (next/dist/server/ReactDOMServerPages). */
export const EDGE_BUILD = "react-dom/server.edge";
/** React's build for Node.js: the same `renderToReadableStream`, writing text without a buffer per string. */
export const NODE_BUILD = "react-dom/server.node";

export type ReactBuildChoice = "node" | "edge already loaded";

/**
 * Makes Next.js's Pages Router render with React's Node.js build instead of its Edge build.
 *
 * Next.js requires `react-dom/server.edge` for every server render of a page, in Node.js too (its
 * source says so: "TODO: Use Node.js build unless we're in an Edge runtime"). The Edge build turns
 * each attribute value and text of a page into bytes with a `TextEncoder.encode` call of its own,
 * a new buffer each time: on `/payment/` that was about a tenth of the server's busy time, and a
 * third of its garbage collection. The Node.js build has the same `renderToReadableStream` and
 * encodes text into one 4 kB buffer. Same markup, same stream, about a fifth more pages a second
 * with a new address each (docs/performance.md).
 *
 * Done by putting the Node.js build in Node's module cache under the Edge build's file before the
 * first render asks for it: instrumentation's `register()` runs before the server takes a request.
 * Both are resolved from where Next.js resolves them, so it is the same react-dom. Two tests fail
 * when an upgrade changes what this overrides: react-node-build.test.ts (what Next.js's runtime
 * asks for) and e2e/framework-overrides.spec.ts (which build a production server loads).
 */
export function renderWithReactNodeBuild(root = process.cwd()): ReactBuildChoice {
  const fromNext = createRequire(createRequire(path.join(root, "package.json")).resolve("next/package.json"));
  const edgeFile = fromNext.resolve(EDGE_BUILD);
  const nodeBuild: unknown = fromNext(NODE_BUILD);
  const cached = fromNext.cache[edgeFile];
  if (cached && cached.exports !== nodeBuild) return "edge already loaded";
  const entry = new Module(edgeFile);
  entry.filename = edgeFile;
  entry.loaded = true;
  entry.exports = nodeBuild;
  fromNext.cache[edgeFile] = entry;
  return "node";
}
