// Preloaded into an app server by e2e/framework-overrides.spec.ts (`--import`): prints each of
// React's server builds as Node.js compiles it, so the spec can tell which one rendered the pages.
import Module from "node:module";

const compile = Module.prototype._compile;
Module.prototype._compile = function reportReactServerBuild(content, filename) {
  const build = /react-dom-server\.(\w+)\.production\.js$/.exec(filename);
  if (build) process.stdout.write(`react server build loaded: ${build[1]}\n`);
  return compile.call(this, content, filename);
};
