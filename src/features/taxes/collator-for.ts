const collators = new Map<string, Intl.Collator>();

/**
 * One collator per language, kept: V8 keeps `localeCompare`'s collator for one language at a
 * time, and a server rendering in 26 languages rebuilt it on most requests.
 */
export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    // Locales come from the supported list; the cap only guards against a caller that forgets.
    if (collators.size < 64) collators.set(locale, collator);
  }
  return collator;
}
