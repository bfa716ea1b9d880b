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
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item) || "null").join(",")}]`;
  if (typeof value !== "object") return JSON.stringify(value) ?? "";
  const members = Object.keys(value)
    .sort()
    .flatMap((name) => {
      const member = stableJson((value as Record<string, unknown>)[name]);
      return member ? [`${JSON.stringify(name)}:${member}`] : [];
    });
  return `{${members.join(",")}}`;
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
