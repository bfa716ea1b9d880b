import { createHash } from "node:crypto";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { PAGE_MESSAGES_PATH, type CompiledMessages, type PackedMessages } from "@/features/i18n";

const LITERAL = 0;

function isPlainText(message: MessageFormatElement[]): message is [{ type: 0; value: string }] {
  return message.length === 1 && message[0]!.type === LITERAL;
}

/**
 * The catalogue as it is sent (features/i18n `unpackMessages` reverses it): a message that is
 * one literal text is sent as that text, a third less room than its AST.
 */
export function packMessages(messages: CompiledMessages): PackedMessages {
  const packed: PackedMessages = {};
  for (const [id, message] of Object.entries(messages)) {
    packed[id] = isPlainText(message) ? message[0].value : message;
  }
  return packed;
}

/** The catalogue packed, as JSON: the body of its route, made for each of its (rare) requests. */
export function catalogueText(messages: CompiledMessages): string {
  return JSON.stringify(packMessages(messages));
}

const versions = new WeakMap<CompiledMessages, string>();

/**
 * A digest of that text: the same in every process of one build, new when a message changes.
 * `loadMessages` hands every request of a locale the same catalogue object, so each locale's is
 * computed once per process; the text itself is not kept (browsers keep it, not the server).
 */
export function catalogueVersion(messages: CompiledMessages): string {
  let version = versions.get(messages);
  if (version === undefined) {
    version = createHash("sha256").update(catalogueText(messages)).digest("base64url").slice(0, 16);
    versions.set(messages, version);
  }
  return version;
}

/**
 * Where a page's browser fetches its catalogue: the route's address with the version, so the
 * answer can be kept by the browser for as long as that version lives.
 */
export function catalogueAddress(locale: string, messages: CompiledMessages): string {
  return `${PAGE_MESSAGES_PATH}${encodeURIComponent(locale)}/?v=${catalogueVersion(messages)}`;
}
