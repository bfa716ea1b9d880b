import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { CompiledMessages, PackedMessages } from "@/features/i18n";

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

/** Characters that could end or confuse a script element's text, as JSON escapes. */
const HTML_UNSAFE = /[<>&\u2028\u2029]/g;
const escapeFor = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

const serialised = new WeakMap<CompiledMessages, string>();

const WIDE = /[^\u0000-\u00ff]/g;

/**
 * The JSON with its characters outside Latin-1 as escapes when that is smaller in memory: V8
 * keeps a string two bytes a character once it holds one such character, and a French or Polish
 * catalogue is one-byte text but for a few "’" and "…" (about 80 kB a language kept twice over
 * for them). A Russian or Japanese catalogue, mostly such characters, stays as it is.
 */
function oneByteWhereSmaller(json: string): string {
  const wide = json.match(WIDE)?.length ?? 0;
  return wide > 0 && json.length + 5 * wide < 2 * json.length ? json.replace(WIDE, escapeFor) : json;
}

/**
 * The text of the page's messages element (`PAGE_MESSAGES_ID`): the catalogue packed and
 * written as JSON that is safe inside `<script>`. `loadMessages` hands every request of a locale
 * the same catalogue object, so each locale is serialised once per process.
 */
export function messagesElementText(messages: CompiledMessages): string {
  let text = serialised.get(messages);
  if (text === undefined) {
    text = oneByteWhereSmaller(JSON.stringify(packMessages(messages)).replace(HTML_UNSAFE, escapeFor));
    serialised.set(messages, text);
  }
  return text;
}
