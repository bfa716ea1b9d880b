import type { ReactElement } from "react";

/** The parts of Next.js's script element this reads (`next/document` builds them). */
interface ScriptElementProps {
  src?: string;
  crossOrigin?: string;
  noModule?: boolean;
}

/**
 * A worker that loads the browser's ICU data for the page's locale off the main thread, so that
 * hydration's first Intl call finds it loaded. The page's first use of Intl loads that data: 25–37
 * ms of one main-thread task inside /payment/'s hydration in Chromium on the bench's machine
 * (46–120 ms on a static page), before any throttling. ICU keeps it per process, so the worker,
 * started by the loader after the first layout, loads it on another thread while the page's
 * scripts download. The locale is the URL's fragment (the page's `<html lang>`), formatted with Latin
 * digits as the page formats (src/lib/locale/formatting-locale.ts). Nothing is sent or kept; an
 * unknown locale or a missing Intl service is skipped, and the page falls back on its own. Its source is shipped as written, so its
 * explanation lives here.
 */
export const INTL_WARM_UP_WORKER = "/static/intl-warm-up.js";

/** How many scripts the loader asks for in one task after the first (see the loader). */
export const SCRIPTS_PER_TASK = 2;

/**
 * The browser source of the loader: once the document is parsed (DOMContentLoaded), it has the
 * browser lay the page out, then adds the page's scripts in their order. `async = false` keeps
 * the document's order of execution, as `defer` did; added before the load event, they hold it
 * as `defer` scripts did, so "loaded" still means the page's code has run. Each carries the
 * loader's own nonce, so they run under a policy with or without `'strict-dynamic'`.
 *
 * The layout and the first script are one task, the other scripts follow in tasks of at most
 * `SCRIPTS_PER_TASK` (posted messages, the quickest tasks there are): asking for a script costs
 * 1–2 ms of main thread on two busy cores (more with DevTools' network log on, as in Lighthouse),
 * so twelve in one task made a long task of 12–22 ms, and with the layout the whole was one; four
 * a task still made one of 16 ms in a Lighthouse run (at its fourfold slowdown, 12.5 ms is long).
 *
 * The load event must not fire in between. A posted message is not always quicker than a script:
 * WebKit delivered one after the scripts asked for before it had come from its memory cache and
 * run, and fired the load event with four scripts still to ask for. So a task's scripts are also
 * followed by the last one's `load` (or `error`): it fires once that script has run (the ones
 * before it, in order, have too), and a script added in its handler is pending before the
 * document counts its loads again. Whichever comes first, the message or that event, adds the
 * next few; the other finds them added and does nothing.
 */
export function afterFirstLayoutLoaderSource(srcs: readonly string[], crossOrigin?: string): string {
  const cross = crossOrigin ? `s.crossOrigin=${JSON.stringify(crossOrigin)};` : "";
  // JSON in a <script>: "</script>" or "<!--" in a path must not end or comment the element.
  const list = JSON.stringify(srcs).replace(/</g, "\\u003c");
  // The ICU warm-up worker starts after the layout, not before: on two cores it would compete with it.
  const warmUp = `try{new Worker(${JSON.stringify(INTL_WARM_UP_WORKER)}+"#"+encodeURIComponent(d.documentElement.lang))}catch(e){}`;
  return (
    `(function(l){var d=document,c=d.currentScript,n=c&&c.nonce,i=0,m;` +
    `function add(b){var s;for(;i<b;i++){s=d.createElement("script");s.src=l[i];s.async=false;if(n)s.setAttribute("nonce",n);${cross}d.head.appendChild(s)}` +
    `if(i<l.length){var at=i;s.onload=s.onerror=function(){if(i===at)next()};m.port2.postMessage(0)}else m.port1.close()}` +
    `function next(){add(Math.min(i+${SCRIPTS_PER_TASK},l.length))}` +
    `function go(){d.documentElement.getBoundingClientRect();${warmUp}` +
    `m=new MessageChannel();m.port1.onmessage=function(){if(i<l.length)next()};add(1)}` +
    `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",go);else go()})(${list})`
  );
}

/**
 * Next.js (Pages Router) puts the page's scripts in `<head>` with `defer`: the browser fetches
 * them while it parses the server's HTML and lays it out. On a two-core machine the downloads and
 * V8's background compilation of those ~500 kB compete with the first style and layout, whose
 * font lookups are calls to the browser process: that layout took 30–120 ms instead of ~20 ms,
 * in a task Lighthouse counts as blocking, and scripts that had run before the first paint made
 * Lighthouse count them as render-blocking (LCP 2.4–2.6 s instead of ~0.9 s; docs/performance.md). Asking for the scripts once the first layout is done gives it the machine.
 *
 * Takes the elements `next/document` made and returns them with every external, module script
 * replaced by one inline loader, given the document's nonce, which it passes on to the scripts it
 * adds. Inline scripts (the Turbopack bootstrap) and `nomodule` polyfills stay where they were.
 */
export function scriptsAfterFirstLayout(elements: readonly (ReactElement | null)[], nonce: string | undefined): ReactElement[] {
  const kept: ReactElement[] = [];
  const srcs: string[] = [];
  let crossOrigin: string | undefined;
  for (const element of elements) {
    if (!element) continue;
    const props = element.props as ScriptElementProps;
    if (element.type !== "script" || !props.src || props.noModule) {
      kept.push(element);
      continue;
    }
    srcs.push(props.src);
    crossOrigin ??= props.crossOrigin;
  }
  if (srcs.length === 0) return kept;
  return [
    ...kept,
    <script
      key="scripts-after-first-layout"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: afterFirstLayoutLoaderSource(srcs, crossOrigin) }}
    />,
  ];
}
