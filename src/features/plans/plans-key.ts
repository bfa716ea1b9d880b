import { GetPackagePlansDocument, type GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";

/** urql's string hash (djb2 with xor-free addition, 32-bit), continued from `seed`. */
function phash(text: string, seed = 5381): number {
  let hash = seed | 0;
  for (let index = 0; index < text.length; index++) hash = (hash << 5) + hash + text.charCodeAt(index);
  return hash;
}

/**
 * JSON with object keys sorted and undefined members left out, as urql writes variables for
 * its keys. Variables here are plain JSON (strings, numbers, arrays, filter objects).
 */
function stableJson(value: unknown): string {
  if (value === null) return "null";
  if (typeof value !== "object") return JSON.stringify(value) ?? "";
  // Loops rather than map, flatMap and join: every render keys its queries (about 1 % of a
  // render's server time went here).
  if (Array.isArray(value)) {
    let json = "[";
    for (let index = 0; index < value.length; index++) json += `${index > 0 ? "," : ""}${stableJson(value[index]) || "null"}`;
    return `${json}]`;
  }
  let json = "";
  for (const name of Object.keys(value).sort()) {
    const member = stableJson((value as Record<string, unknown>)[name]);
    if (member) json += `${json ? "," : ""}${JSON.stringify(name)}:${member}`;
  }
  return `{${json}}`;
}

const documentKey = phash(GetPackagePlansDocument);

/**
 * The key urql gives a getPackagePlans query with these variables: the key the server's
 * prefetch stored it under in the page's `urqlState`. The page reads its prices there without
 * loading urql, which the browser fetches only to ask for prices the page does not have yet.
 * `plans-key.test.ts` holds this to urql's own `createRequest`.
 */
export function packagePlansKey(variables: GetPackagePlansQueryVariables): number {
  const json = stableJson(variables);
  return json === "{}" ? documentKey : phash(json, documentKey);
}
