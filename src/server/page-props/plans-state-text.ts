/**
 * The plans' answer as the page's `urqlState` carries it: without the `__typename` urql adds to
 * every object of the query. The browser reads its plans from this text (src/features/plans,
 * `pricing-source.ts`) and nothing reads a type name; they were 3.1 kB of a 64.8 kB `/payment/`
 * document, which every render serialises, encodes and writes, and the render cache keeps.
 */
export function plansStateText(data: unknown): string {
  return JSON.stringify(data, (key, value: unknown) => (key === "__typename" ? undefined : value));
}
