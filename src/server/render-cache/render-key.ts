import { createHash, type Hash } from "node:crypto";

// Short texts are gathered and hashed together: a call into the hash for each of a page's few
// hundred small values would cost more than the text itself.
const GATHER_UP_TO = 256;

interface KeyWriter {
  hash: Hash;
  gathered: string;
}

// Node has it since 20; TypeScript's ES2023 library does not declare it.
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

// A long text is written as its own digest, kept for the latest texts: renders of the same prices
// share the one urql cache text (tens of kB) through the plans cache, so each is hashed once.
const DIGEST_FROM = 4096;
const DIGESTS_KEPT = 64;
const digests = new Map<string, string>();

function digestOf(text: string): string {
  const known = digests.get(text);
  if (known !== undefined) return known;
  // As for short texts: one with a lone surrogate is hashed as its JSON, apart from U+FFFD's.
  const digest = createHash("sha256")
    .update(isWellFormed(text) ? `s${text}` : `j${JSON.stringify(text)}`)
    .digest("base64url");
  if (digests.size >= DIGESTS_KEPT) digests.delete(digests.keys().next().value!);
  digests.set(text, digest);
  return digest;
}

function writeText(out: KeyWriter, tag: string, text: string): void {
  if (text.length >= DIGEST_FROM) {
    // A tag of its own: a digest never stands for the digest's own text.
    const digest = digestOf(text);
    out.gathered += `h${tag}${digest.length}:${digest}`;
    return;
  }
  // Every text carries its length, so no two different values can write the same stream. A
  // lone surrogate would reach the hash as U+FFFD, the same as that character itself, while
  // JSON in the page keeps the two apart: such a text is hashed as its JSON.
  const value = isWellFormed(text) ? text : JSON.stringify(text);
  const head = `${value === text ? tag : "j"}${value.length}:`;
  if (value.length <= GATHER_UP_TO) {
    out.gathered += head + value;
    return;
  }
  out.hash.update(out.gathered + head);
  out.gathered = "";
  out.hash.update(value);
}

function writeValue(out: KeyWriter, value: unknown): void {
  switch (typeof value) {
    case "string":
      return writeText(out, "s", value);
    case "number":
      out.gathered += `n${value};`;
      return;
    case "boolean":
      out.gathered += value ? "t" : "f";
      return;
    case "object":
      if (value === null) break;
      if (Array.isArray(value)) {
        out.gathered += `[${value.length}:`;
        for (const item of value) writeValue(out, item);
        return;
      }
      if (typeof (value as { toJSON?: unknown }).toJSON === "function")
        return writeValue(out, (value as { toJSON: () => unknown }).toJSON());
      return writeObject(out, value as Record<string, unknown>);
  }
  // null, and what JSON writes as null in an array (undefined, a function).
  out.gathered += "z";
}

function writeObject(out: KeyWriter, object: Record<string, unknown>): void {
  // As JSON leaves them out: members whose value is undefined, a function or a symbol.
  const names = Object.keys(object)
    .filter((name) => {
      const type = typeof object[name];
      return type !== "undefined" && type !== "function" && type !== "symbol";
    })
    .sort();
  out.gathered += `{${names.length}:`;
  for (const name of names) {
    writeText(out, "k", name);
    writeValue(out, object[name]);
  }
}

/**
 * A key for a value that can be written as JSON: equal for equal values, whatever the order of
 * their objects' members, and different for different ones (SHA-256 of an unambiguous writing of
 * the value). Unlike hashing `JSON.stringify(value)` it builds no copy of the value's text: a
 * page's props hold its urql cache, about 21 kB of JSON in one string, which the key reads in
 * place rather than escaping into a new string on every request.
 */
export function valueKey(value: unknown): string {
  const out: KeyWriter = { hash: createHash("sha256"), gathered: "" };
  writeValue(out, value);
  return out.hash.update(out.gathered).digest("base64url");
}
