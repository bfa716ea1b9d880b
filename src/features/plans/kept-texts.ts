import type { IntlShape } from "react-intl";

/** More kinds of text than one plan has (title, add-on title, services, a price per tax view): a bound, not a size. */
const MAX_TEXTS_PER_PLAN = 32;

const byIntl = new WeakMap<IntlShape, WeakMap<object, Map<string, unknown>>>();

/**
 * A text made from one plan in one language, made once for as long as both objects live. On the
 * server every render of a page reads the same frozen plans (the prefetched answer, shared while
 * it is fresh) through the same intl object of its language, so the plan cards' titles, services
 * and prices were formatted anew for every request: about 5 % of a render's server time for the
 * same strings (performance.md, "a render"). `key` names the text and every other input it
 * depends on (the tax view, the saving); a text that depends on anything else must not be kept.
 */
export function keptForPlan<T>(intl: IntlShape, plan: object, key: string, make: () => T): T {
  // On the server only: a browser formats its page's cards at hydration and after a choice, where
  // this code's bytes on every first load would cost more than it saves (dropped from its bundle).
  if (typeof window !== "undefined") return make();
  let byPlan = byIntl.get(intl);
  if (!byPlan) byIntl.set(intl, (byPlan = new WeakMap()));
  let texts = byPlan.get(plan);
  if (!texts) byPlan.set(plan, (texts = new Map()));
  if (texts.has(key)) return texts.get(key) as T;
  if (texts.size >= MAX_TEXTS_PER_PLAN) texts.clear();
  const made = make();
  texts.set(key, made);
  return made;
}
