/**
 * Text that reads left to right in any paragraph (an e-mail address, an order number) as a bidi
 * isolate (LRI … PDI): in Arabic or Hebrew text it wraps and reads as written instead of having
 * its parts reordered around the line break. For values that go into a translated sentence.
 */
export const leftToRight = (text: string): string => `\u2066${text}\u2069`;
