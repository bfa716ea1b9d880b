import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { SANDBOX_BACKENDS } from "./support/api";
import { startFaultApp, type FaultApp } from "./support/fault-app";

// _document overrides two methods of Next.js's <Head>, getScripts and getDynamicChunks, so that
// the page's scripts are asked for by one inline loader after the first layout
// (src/lib/document-scripts). Those are Next.js internals: an upgrade that renames them, stops
// calling them or changes what they return would silently bring back Next.js's own script tags,
// or lose a script. This fails loudly instead, on the served HTML of the build under test.

interface BuildManifest {
  pages: Record<string, string[]>;
  lowPriorityFiles: string[];
  rootMainFiles?: string[];
}

const manifest = JSON.parse(readFileSync(path.resolve(__dirname, "../.next/build-manifest.json"), "utf8")) as BuildManifest;

/** The loader's list of scripts, from the end of its source: `...})(["/_next/...", ...])`. */
function loaderList(html: string): string[] | null {
  const loaders = [...html.matchAll(/<script nonce="[^"]*">(\(function\(l\)[\s\S]*?)<\/script>/g)];
  if (loaders.length !== 1) return null;
  const list = loaders[0]![1]!.match(/\}\)\((\[.*\])\)$/)?.[1];
  return list ? (JSON.parse(list) as string[]) : null;
}

for (const [route, address] of [
  ["/payment", "/payment/?product=vpn"],
  ["/products", "/products/?product=vpn"],
  ["/", "/"],
  ["/success", "/success/"],
] as const) {
  test(`${route}: every script Next.js lists for the page comes through the one loader, and no script tag of its own is left`, async ({
    request,
  }) => {
    const html = await (await request.get(address)).text();
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(([tag]) => !/\bnoModule\b/i.test(tag!));
    expect(
      tags.map(([, src]) => src),
      "Next.js's own script tags are back: its <Head> no longer goes through _document's getScripts and getDynamicChunks",
    ).toEqual([]);
    const list = loaderList(html);
    expect(list, "the page has exactly one script loader (src/lib/document-scripts) with its list of scripts").not.toBeNull();
    const expected = [
      ...new Set([...(manifest.rootMainFiles ?? []), ...manifest.pages["/_app"]!, ...manifest.pages[route]!, ...manifest.lowPriorityFiles]),
    ]
      .filter((file) => file.endsWith(".js"))
      .map((file) => `/_next/${file}`);
    const loaded = list!.map((src) => new URL(src, "http://app").pathname);
    expect(
      loaded.filter((src) => !expected.includes(src)),
      "scripts the loader asks for that the build manifest does not list",
    ).toEqual([]);
    expect(
      expected.filter((src) => !loaded.includes(src)),
      "scripts the build manifest lists that the loader leaves out",
    ).toEqual([]);
  });
}

// src/server/react-build gives Next.js's Pages Router React's Node.js build where it asks for the
// Edge build, from instrumentation, before the first render. An upgrade that loads React
// differently, or earlier, would silently bring the slower build back: this fails instead, on a
// server of the build under test that prints each React server build it loads.
test.describe("React's server build", () => {
  let app: FaultApp;

  test.beforeAll(async () => {
    const report = path.resolve(__dirname, "support/report-react-server-build.mjs");
    app = await startFaultApp(
      { ...SANDBOX_BACKENDS, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${report}` },
      { anyPort: true },
    );
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  test("pages, the error page included, render with React's Node.js build and never load the Edge build", async ({ request }) => {
    for (const address of ["/payment/?product=vpn", "/", "/no-such-page/"])
      expect((await request.get(`${app.url}${address}`)).status()).toBeLessThan(500);
    const loaded = [...app.output().matchAll(/react server build loaded: (\w+)/g)].map(([, build]) => build);
    expect(loaded, "the React server builds the app server loaded").toEqual(["node"]);
  });
});
