import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { CompiledMessages } from "./app-intl-provider";

/**
 * The page's catalogue travels in its own `<script type="application/json">` element with this
 * id (written by `_document`), not inside `__NEXT_DATA__`: the server serialises it once per
 * locale instead of once per request, and the browser keeps it for every client-side
 * navigation of the page, whose data requests then leave it out.
 */
export const PAGE_MESSAGES_ID = "__MESSAGES__";

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

let fromPage: CompiledMessages | undefined;

/**
 * The catalogue the server sent with this document, read once. Empty where there is none (a
 * page the server did not render through `_document`): messages then fall back to their ids.
 */
export function pageMessages(): CompiledMessages {
  if (typeof document === "undefined") return {};
  if (fromPage === undefined) {
    const text = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
    let packed: PackedMessages = {};
    try {
      if (text) packed = JSON.parse(text) as PackedMessages;
    } catch {
      // A damaged element leaves the page with message ids, never a failed hydration.
    }
    fromPage = unpackMessages(packed);
  }
  return fromPage;
}
