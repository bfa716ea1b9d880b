import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { EDGE_BUILD, NODE_BUILD, renderWithReactNodeBuild } from "./react-node-build";

const root = path.resolve(__dirname, "../../..");
const fromRoot = createRequire(path.join(root, "package.json"));
/** The Pages Router runtime `next start` loads for a Turbopack build: it asks for React from here. */
const runtimeFile = fromRoot.resolve("next/dist/compiled/next-server/pages-turbo.runtime.prod.js");
const fromRuntime = createRequire(runtimeFile);
const edgeFile = fromRuntime.resolve(EDGE_BUILD);

interface ReactServer {
  renderToReadableStream: (element: unknown) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
  renderToPipeableStream?: unknown;
}

afterEach(() => {
  delete fromRuntime.cache[edgeFile];
});

describe("pages render with React's Node.js build", () => {
  it("overrides what Next.js's Pages Router asks for: the Edge build, by that name", () => {
    // When this fails, an upgrade changed how Next.js loads React for pages. If it now takes the
    // Node.js build itself, remove src/server/react-build; otherwise override what it asks for now.
    const source = readFileSync(runtimeFile, "utf8");
    const asked = [...new Set(source.match(/require\("react-dom\/server[^"]*"\)/g))].sort();
    expect(asked).toEqual(['require("react-dom/server.browser")', `require("${EDGE_BUILD}")`]);
    expect(readFileSync(fromRoot.resolve("next/dist/server/ReactDOMServerPages.js"), "utf8")).toContain(`require('${EDGE_BUILD}')`);
  });

  it("gives the runtime the Node.js build of the same react-dom when it asks for the Edge build", async () => {
    expect(renderWithReactNodeBuild(root)).toBe("node");
    const given = fromRuntime(EDGE_BUILD) as ReactServer;
    expect(given).toBe(fromRuntime(NODE_BUILD));
    expect(typeof given.renderToPipeableStream).toBe("function");
    // As Next.js uses it: a stream of bytes, complete once allReady settles; text outside Latin-1 intact.
    const stream = await given.renderToReadableStream(createElement("p", { title: "«ø» ✓" }, "Prices in € and ₫"));
    await stream.allReady;
    expect(await new Response(stream).text()).toBe('<p title="«ø» ✓">Prices in € and ₫</p>');
  });

  it("leaves an Edge build that is already loaded alone, and says so", () => {
    const edge = fromRuntime(EDGE_BUILD) as ReactServer;
    expect(edge).not.toBe(fromRuntime(NODE_BUILD));
    expect(renderWithReactNodeBuild(root)).toBe("edge already loaded");
    expect(fromRuntime(EDGE_BUILD)).toBe(edge);
  });

  it("can run twice", () => {
    expect(renderWithReactNodeBuild(root)).toBe("node");
    expect(renderWithReactNodeBuild(root)).toBe("node");
    expect(fromRuntime(EDGE_BUILD)).toBe(fromRuntime(NODE_BUILD));
  });
});
