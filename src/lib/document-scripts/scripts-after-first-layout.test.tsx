import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstLayoutLoaderSource, INTL_WARM_UP_WORKER, SCRIPTS_PER_TASK, scriptsAfterFirstLayout } from "./scripts-after-first-layout";

/** Elements as `next/document` makes them: the Turbopack bootstrap, two chunks, a polyfill. */
const nextElements = [
  <script key="boot" nonce="n" dangerouslySetInnerHTML={{ __html: "self.TURBOPACK=[]" }} />,
  <script key="a" src="/_next/static/chunks/a.js" nonce="n" defer />,
  null,
  <script key="poly" src="/_next/static/chunks/polyfills.js" noModule defer />,
  <script key="b" src="/_next/static/chunks/b.js" nonce="n" defer />,
];

describe("scriptsAfterFirstLayout", () => {
  it("replaces the page's script files with one loader that names them in order", () => {
    const html = renderToStaticMarkup(<>{scriptsAfterFirstLayout(nextElements, "n")}</>);
    expect(html).not.toMatch(/<script[^>]* src="\/_next\/static\/chunks\/[ab]\.js"/);
    expect(html).toContain("self.TURBOPACK=[]");
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="" defer="">');
    const loader = html.match(/<script nonce="n">(\(function.*)<\/script>$/)?.[1];
    expect(loader).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/b.js"]');
  });

  it("adds nothing when there is no script file", () => {
    const inline = [<script key="boot" dangerouslySetInnerHTML={{ __html: "1" }} />];
    expect(scriptsAfterFirstLayout(inline, "n")).toEqual(inline);
  });

  it("cannot be ended early by a path holding </script>", () => {
    expect(afterFirstLayoutLoaderSource(["/a</script><script>alert(1)</script>.js"])).not.toContain("</script>");
  });
});

describe("the loader in the browser", () => {
  let readyState: DocumentReadyState;
  let events: string[];
  let observer: MutationObserver;

  beforeEach(() => {
    readyState = "loading";
    events = [];
    vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
    // Reading a box makes the browser lay the page out: the loader must do it before it adds a script.
    vi.spyOn(document.documentElement, "getBoundingClientRect").mockImplementation(() => {
      events.push("layout");
      return new DOMRect();
    });
    document.head.innerHTML = "";
    observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) events.push(`script ${(node as HTMLScriptElement).getAttribute("src")}`);
    });
    observer.observe(document.head, { childList: true });
  });

  afterEach(() => {
    observer.disconnect();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const added = () => [...document.head.querySelectorAll("script")].map((script) => [script.getAttribute("src"), script.async]);
  const run = (source: string) => new Function(source)();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("adds nothing while the document is parsed, then lays it out and adds the scripts in order", async () => {
    run(afterFirstLayoutLoaderSource(["/a.js", "/b.js", "/c.js"]));
    await settle();
    expect(added()).toEqual([]);
    readyState = "interactive";
    document.dispatchEvent(new Event("DOMContentLoaded"));
    // The layout and the first script in the DOMContentLoaded task (the script holds the load
    // event), the others in a task of their own.
    expect(added()).toEqual([["/a.js", false]]);
    await vi.waitFor(() => expect(added()).toHaveLength(3));
    expect(added()).toEqual([
      ["/a.js", false],
      ["/b.js", false],
      ["/c.js", false],
    ]);
    await settle();
    expect(events).toEqual(["layout", "script /a.js", "script /b.js", "script /c.js"]);
  });

  it("asks for the scripts after the first a few per task, so that no task is long", async () => {
    const srcs = Array.from({ length: 2 + 2 * SCRIPTS_PER_TASK }, (_, i) => `/${i}.js`);
    // Each task of the loader is a posted message: record how many scripts it had added by then.
    const perTask: number[] = [];
    const port = MessagePort.prototype.postMessage;
    vi.spyOn(MessagePort.prototype, "postMessage").mockImplementation(function (this: MessagePort, ...args) {
      perTask.push(added().length);
      return port.apply(this, args as Parameters<MessagePort["postMessage"]>);
    });
    readyState = "interactive";
    run(afterFirstLayoutLoaderSource(srcs));
    await vi.waitFor(() => expect(added()).toHaveLength(srcs.length));
    // The first script in the DOMContentLoaded task, then at most SCRIPTS_PER_TASK a task.
    expect(perTask).toEqual([1, 1 + SCRIPTS_PER_TASK, 1 + 2 * SCRIPTS_PER_TASK]);
    expect(added().map(([src]) => src)).toEqual(srcs);
  });

  it("adds the next few once the last script asked for has run, when the posted message comes later", () => {
    // An engine that delivers the loader's message after the scripts asked for before it have
    // arrived and run: with nothing left to load, it would fire the load event in between.
    const posted: (() => void)[] = [];
    vi.stubGlobal(
      "MessageChannel",
      class {
        port1: { onmessage: (() => void) | null; close: () => void } = { onmessage: null, close: () => {} };
        port2 = { postMessage: () => posted.push(() => this.port1.onmessage?.()) };
      },
    );
    const srcs = Array.from({ length: 1 + 2 * SCRIPTS_PER_TASK }, (_, i) => `/${i}.js`);
    const script = (index: number) => document.head.querySelectorAll("script")[index]!;
    readyState = "complete";
    run(afterFirstLayoutLoaderSource(srcs));
    expect(added()).toHaveLength(1);
    // The first script's load event, in the same task that ran it: the next ones are asked for
    // before the document can count its loads done.
    script(0).dispatchEvent(new Event("load"));
    expect(added()).toHaveLength(1 + SCRIPTS_PER_TASK);
    // A failed script ends its wait as well; the loader goes on.
    script(SCRIPTS_PER_TASK).dispatchEvent(new Event("error"));
    expect(added().map(([src]) => src)).toEqual(srcs);
    // The messages posted on the way arrive late: each finds its scripts added, and adds none twice.
    for (const deliver of posted) deliver();
    script(0).dispatchEvent(new Event("load"));
    expect(added().map(([src]) => src)).toEqual(srcs);
  });

  it("gives the scripts it adds its own nonce", () => {
    readyState = "complete";
    const loader = document.createElement("script");
    loader.nonce = "abc";
    vi.spyOn(document, "currentScript", "get").mockReturnValue(loader);
    run(afterFirstLayoutLoaderSource(["/a.js"]));
    expect(document.head.querySelector("script")?.getAttribute("nonce")).toBe("abc");
  });

  it("starts at once when the document is already parsed, with the crossorigin Next.js asked for", () => {
    readyState = "complete";
    run(afterFirstLayoutLoaderSource(["/a.js"], "anonymous"));
    expect(added()).toEqual([["/a.js", false]]);
    expect(document.head.querySelector("script")?.crossOrigin).toBe("anonymous");
  });

  it("starts the ICU warm-up worker for the page's language after the layout, before the first script", async () => {
    document.documentElement.lang = "pt-BR";
    vi.stubGlobal(
      "Worker",
      vi.fn(function (this: unknown, url: string) {
        events.push(`worker ${url}`);
      }),
    );
    readyState = "interactive";
    run(afterFirstLayoutLoaderSource(["/a.js"]));
    await settle();
    expect(events).toEqual(["layout", `worker ${INTL_WARM_UP_WORKER}#pt-BR`, "script /a.js"]);
  });

  it("still adds the scripts where workers are not allowed", () => {
    vi.stubGlobal(
      "Worker",
      vi.fn(() => {
        throw new DOMException("blocked by the policy", "SecurityError");
      }),
    );
    readyState = "complete";
    run(afterFirstLayoutLoaderSource(["/a.js"]));
    expect(added()).toEqual([["/a.js", false]]);
  });
});
