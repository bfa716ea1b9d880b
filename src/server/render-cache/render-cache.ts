import type { IncomingMessage, ServerResponse } from "node:http";
import { createTtlCache } from "@/server/cache";
import { requestNonce } from "@/server/security";
import { valueKey } from "./render-key";

/**
 * A page's server render is a function of its props and its address: the browser hydrates the
 * same markup from nothing else (`__NEXT_DATA__` and the URL). So two requests that reach the
 * same props for the same address within a moment get the same document, and the second need
 * not be rendered again: `getServerSideProps` still runs for it in full (cookies, experiments,
 * prices, logs), only React's render, about four fifths of a checkout page's server time, is
 * saved. This matters where traffic is heaviest, shoppers landing from one campaign link.
 *
 * The one part of a document that differs per request is the CSP nonce; the cached document is
 * sent with the new request's nonce in place of the one it was rendered with (a random 128-bit
 * value no content can contain). Entries live `ttlMs` (30 s by default, RENDER_CACHE_MS), at most
 * 64 of them (about 6 MB). A document is kept only once its key comes a second time: an address
 * seen once (a click id, a crawler, every address new) would only push out the documents that are
 * asked for again, and copying it would be garbage. Renders of a kept key that start while one is
 * under way wait for it instead of rendering too. A render that reads the clock (a ticking
 * countdown) is keyed by its second too (page-props `renderedSecond`) and kept apart, at most a
 * second and 16 of them: each second makes a new key, and with the others such pages would push
 * out every other document.
 */
export const RENDER_CACHE_HEADER = "X-Render-Cache";

/** Headers Next gives a server-rendered page, which a document sent from the cache needs too. */
const DOCUMENT_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
} as const;

/** How long a waiting request trusts another's render to finish before rendering itself. */
const CAPTURE_TIMEOUT_MS = 10_000;

/**
 * A rendered document as UTF-8 bytes, cut at every occurrence of the nonce it was rendered with:
 * sending it again is joining the parts with the new nonce, with no string of the page (about
 * 200 kB in V8's two-byte form once it holds one non-Latin-1 character) made per request.
 */
interface RenderedDocument {
  parts: Buffer[];
}

function cutAtNonce(html: Buffer, nonce: string): RenderedDocument {
  const marker = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, from)) {
    parts.push(html.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(html.subarray(from));
  return { parts };
}

/**
 * Sends the document with `nonce` between its parts, written as they are kept. Joined into one
 * buffer first, every hit copied the whole page (about 60 kB): written as kept, one server served
 * 9 % more hits a second (median 1,355 against 1,242 req/s, 8 of 8 rounds in turns). The writes
 * are corked, so they leave together with the headers.
 */
function sendWithNonce(res: ServerResponse, { parts }: RenderedDocument, nonce: string): void {
  const marker = Buffer.from(nonce);
  res.setHeader(
    "Content-Length",
    parts.reduce((length, part) => length + part.length, marker.length * (parts.length - 1)),
  );
  res.cork();
  for (const part of parts.slice(0, -1)) {
    res.write(part);
    res.write(marker);
  }
  res.end(parts.at(-1));
}

export interface RenderRequest {
  req: IncomingMessage;
  res: ServerResponse;
  /** The address the page renders: the request's, without what changes nothing rendered (click ids). */
  address: string;
  /** Everything the render reads besides the address: the page's props (without the catalogue, keyed by locale). */
  props: unknown;
  locale: string;
  /** The second of the clock the render reads, or null for a render that reads no clock. */
  second: number | null;
  /** Headers that depend on this request's nonce (the Content-Security-Policy). */
  nonceHeaders: (nonce: string) => Record<string, string>;
}

export interface RenderCache {
  /**
   * Sends the document from the cache and answers true, or answers false and lets Next render
   * it (keeping the result for the next requests when this request is the first of its key).
   */
  serve(request: RenderRequest): Promise<boolean>;
}

function renderKey({ req, address, props, locale, second }: RenderRequest): string {
  return valueKey([address, req.headers.host, locale, second, props]);
}

/** The document Next writes to `res`, resolved when it is complete and is a 200 HTML page. */
function captureDocument(res: ServerResponse, nonce: string): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { write, end } = res;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const timer = setTimeout(() => finish(new Error("the render took too long to share")), CAPTURE_TIMEOUT_MS);
    timer.unref();
    const finish = (problem: Error | null) => {
      clearTimeout(timer);
      res.write = write;
      res.end = end;
      if (problem) return reject(problem);
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode !== 200 || !type.startsWith("text/html")) return reject(new Error("not a page to share"));
      resolve(cutAtNonce(Buffer.concat(chunks), nonce));
    };
    res.write = function captureWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse["write"];
    res.end = function captureEnd(this: ServerResponse, ...args: unknown[]) {
      if (typeof args[0] !== "function") keep(args[0], args[1]);
      finish(null);
      return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["end"];
    // A shopper who leaves mid-render: nothing complete to share (a later finish is ignored).
    res.once("close", () => finish(new Error("closed before the page was complete")));
  });
}

export function createRenderCache({ ttlMs, maxEntries = 64 }: { ttlMs: number; maxEntries?: number }): RenderCache {
  const documents = createTtlCache<RenderedDocument>({ ttlMs, maxEntries });
  // A clock-bound document is never asked for after its second, so it lives no longer.
  const clockBound = createTtlCache<RenderedDocument>({ ttlMs: Math.min(ttlMs, 1000), maxEntries: 16 });
  // Keys asked for once within ttlMs: about 100 bytes each.
  const seen = createTtlCache<true>({ ttlMs, maxEntries: 4096 });
  const SEEN = Promise.resolve(true as const);
  return {
    async serve(request) {
      const { req, res } = request;
      const nonce = requestNonce(req);
      if (ttlMs <= 0 || !nonce || req.method !== "GET" || res.statusCode !== 200) return false;
      const key = renderKey(request);
      let firstSight = false;
      void seen.get(key, () => {
        firstSight = true;
        return SEEN;
      });
      if (firstSight) {
        res.setHeader(RENDER_CACHE_HEADER, "miss");
        return false;
      }
      let rendersHere = false;
      const store = request.second === null ? documents : clockBound;
      const shared = store.get(key, () => {
        rendersHere = true;
        return captureDocument(res, nonce);
      });
      if (rendersHere) {
        // Nobody waits on a failure of this render but the requests that then render themselves.
        shared.catch(() => undefined);
        res.setHeader(RENDER_CACHE_HEADER, "miss");
        return false;
      }
      let document: RenderedDocument;
      try {
        document = await shared;
      } catch {
        res.setHeader(RENDER_CACHE_HEADER, "miss");
        return false;
      }
      if (res.writableEnded) return true;
      for (const [name, value] of Object.entries({ ...DOCUMENT_HEADERS, ...request.nonceHeaders(nonce) })) res.setHeader(name, value);
      res.setHeader(RENDER_CACHE_HEADER, "hit");
      sendWithNonce(res, document, nonce);
      return true;
    },
  };
}
