import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { use } from "react";
import { isRecord } from "@/lib/guards";
import { within } from "@/lib/within";
import type { CompiledMessages } from "./app-intl-provider";

/**
 * The page's catalogue is not in its document: the document has a `<link rel="preload" as="fetch">`
 * with this id to the catalogue's own address (under `PAGE_MESSAGES_PATH`, versioned, kept by the
 * browser), written by `_document` with the inline script that fetches it early. A catalogue inside every document was 40 kB of each page's
 * HTML and of each server render; fetched, it comes once per language and version, while the
 * browser draws the server's HTML, and serves every page and client-side navigation after.
 */
export const PAGE_MESSAGES_ID = "__MESSAGES__";

/** The catalogue route's address before `<locale>/?v=<version>` (src/server/i18n/catalogue-route.ts). */
export const PAGE_MESSAGES_PATH = "/api/messages/";

/**
 * What the document's inline script (`CATALOGUE_EARLY_FETCH_SOURCE`, src/server/i18n) leaves on
 * `window` under `EARLY_CATALOGUE_GLOBAL`: its request for the catalogue, made while the document
 * is parsed, and the catalogue once it has come. The app's code usually runs after that, so it
 * hydrates at once, as when the catalogue was in the document.
 */
export const EARLY_CATALOGUE_GLOBAL = "__catalogue";
interface EarlyCatalogue {
  answer?: Promise<unknown>;
  packed?: unknown;
}
const earlyCatalogue = () => (window as unknown as Record<string, EarlyCatalogue | undefined>)[EARLY_CATALOGUE_GLOBAL];

/** A catalogue as it is sent: a message that is one literal text is sent as that text. */
export type PackedMessages = Record<string, string | MessageFormatElement[]>;

/** The AST type of plain text (`TYPE.literal` of the ICU parser). */
const LITERAL = 0;

/** The packed catalogue back as ASTs: a plain text becomes its one literal element again. */
export function unpackMessages(packed: Readonly<PackedMessages>): CompiledMessages {
  const messages: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(packed)) {
    messages[id] = typeof message === "string" ? [{ type: LITERAL, value: message } as MessageFormatElement] : message;
  }
  return messages;
}

/** Waits before each new try of a catalogue that did not come: a moment, then longer. */
export const CATALOGUE_RETRY_DELAYS_MS = [300, 1_000, 3_000] as const;

/**
 * How long one try of the catalogue may take, the early request's included: a request that
 * stalls is a failure like any other, and hydration never waits on it for good.
 */
export const CATALOGUE_TRY_MS = 8_000;

const isPacked = (value: unknown): value is PackedMessages => isRecord(value);

async function fetchCatalogue(address: string): Promise<CompiledMessages> {
  for (let attempt = 0; ; attempt++) {
    // The limit covers the answer's body too: an answer that stalls half-way is aborted.
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), CATALOGUE_TRY_MS);
    try {
      // The same request as the preload (same origin, same credentials mode), so it is the one answer.
      const response = await fetch(address, { credentials: "same-origin", signal: stop.signal });
      if (response.ok) {
        const packed: unknown = await response.json();
        if (isPacked(packed)) return unpackMessages(packed);
      } else if (response.status < 500 && response.status !== 429) {
        break;
      }
    } catch {
      // A network failure, no answer in time or a damaged answer: tried again below.
    } finally {
      clearTimeout(timer);
    }
    const delay = CATALOGUE_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  // Without its catalogue the page still works, its texts as message ids: better than a page
  // that never answers a tap.
  return {};
}

let loaded: CompiledMessages | undefined;
let page: Promise<CompiledMessages> | undefined;

/** The early request's catalogue when it has come, else undefined. */
function earlyMessages(): CompiledMessages | undefined {
  const packed = earlyCatalogue()?.packed;
  return isPacked(packed) ? unpackMessages(packed) : undefined;
}

async function loadPageMessages(): Promise<CompiledMessages> {
  const early = earlyCatalogue()?.answer;
  if (early)
    await within(
      early.catch(() => undefined),
      CATALOGUE_TRY_MS,
    );
  const link = document.getElementById(PAGE_MESSAGES_ID);
  return (loaded = earlyMessages() ?? (link instanceof HTMLLinkElement && link.href ? await fetchCatalogue(link.href) : {}));
}

/**
 * The page's catalogue, one promise for the page. When the early request has already brought it
 * (the usual case), the promise is marked fulfilled as React marks the promises it has read, so
 * `use` returns it in the same render and hydration does not wait at all.
 */
function pageCatalogue(): Promise<CompiledMessages> {
  if (!page) {
    const early = (loaded = earlyMessages());
    page = early ? Object.assign(Promise.resolve(early), { status: "fulfilled", value: early }) : loadPageMessages();
  }
  return page;
}

/**
 * The app's catalogue: the props' own where the server passes one (its render, and data requests
 * never carry it), else the page's. Until the page's has arrived the app suspends, so React keeps
 * the server's HTML on screen and hydrates it once the catalogue is there. Every render in the
 * browser reads the same promise with `use`, whether or not it has come: a render React replays
 * after a suspension must make the same calls as the one it replays.
 */
export function usePageMessages(fromProps: CompiledMessages | undefined): CompiledMessages {
  if (fromProps) return fromProps;
  if (typeof document === "undefined") return {};
  return use(pageCatalogue());
}

/**
 * The page's catalogue once it has arrived (every page drawn after hydration), else undefined:
 * for an error page drawn in the browser, which then waits for it as the app does.
 */
export function pageMessages(): CompiledMessages | undefined {
  return loaded;
}
