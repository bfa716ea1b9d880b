/**
 * Orders whose `conversion` was already sent from this browser, in localStorage, so a reload or
 * a revisit of /success/ never counts a purchase twice. The newest ids are kept, a bounded list.
 */
const CONVERSIONS_KEY = "checkout.conversions";
const MAX_REMEMBERED = 50;

function read(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CONVERSIONS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** True the first time for an order id (and records it); false ever after. */
export function claimConversion(orderId: string, storage: Storage | undefined = globalThis.localStorage): boolean {
  if (!storage) return true;
  try {
    const sent = read(storage);
    if (sent.includes(orderId)) return false;
    storage.setItem(CONVERSIONS_KEY, JSON.stringify([...sent, orderId].slice(-MAX_REMEMBERED)));
    return true;
  } catch {
    // Storage refused (private mode, full): better one possibly repeated conversion than none.
    return true;
  }
}
