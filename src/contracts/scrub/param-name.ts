function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    // A stray "%" must not make a whole URL unreadable; compare the raw text instead.
    return text;
  }
}

/**
 * The name a raw `key=value` segment sets, decoded, with any bracket suffix dropped:
 * `email%5B0%5D=x` and `email[]=x` both name `email`, so filters cannot be dodged by encoding.
 */
export function paramName(segment: string): string {
  const equalsAt = segment.indexOf("=");
  const key = decode(equalsAt === -1 ? segment : segment.slice(0, equalsAt));
  const bracketAt = key.indexOf("[");
  return bracketAt > 0 ? key.slice(0, bracketAt) : key;
}
