import type { ProcessingInput } from "@/contracts/app-api";
import { OPEN_ATTEMPT_TTL_MS, type AttemptStore } from "./attempt-store";
import type { ProcessingOutcome } from "./post-processing";

export type BuiltBody = { ok: true; body: ProcessingInput } | { ok: false; reason: "invalid_card" };

export interface AttemptDeps {
  store: AttemptStore;
  newKey: () => string;
  now: () => number;
  send: (body: ProcessingInput, key: string) => Promise<ProcessingOutcome>;
}

export type AttemptResult = ProcessingOutcome | { kind: "not_sent"; reason: "invalid_card" };

/**
 * One press of the pay button, with the idempotency rules of ARCHITECTURE section 4:
 *
 * - A request for this purchase that got no answer (the shopper's connection dropped, the BFF
 *   answered 5xx, the page was reloaded mid-request) is sent again with the same key and the
 *   same body, before anything new: it may already have charged, and only the replay can say.
 * - Otherwise this is a new attempt: the body is built (the card tokenized) and a new key made,
 *   and both are stored until an answer arrives.
 * - Any answer closes the attempt. After a decline the next press is a new attempt with a new
 *   key (the API would refuse another body under the old one), paying the same cart again.
 */
export async function runPaymentAttempt(purchase: string, build: () => Promise<BuiltBody>, deps: AttemptDeps): Promise<AttemptResult> {
  const open = deps.store.load();
  const fresh = open && open.purchase === purchase && deps.now() - open.sentAt < OPEN_ATTEMPT_TTL_MS ? open : undefined;
  if (open && !fresh) deps.store.clear();

  let key: string;
  let body: ProcessingInput;
  if (fresh) {
    ({ key, body } = fresh);
  } else {
    const built = await build();
    if (!built.ok) return { kind: "not_sent", reason: built.reason };
    key = deps.newKey();
    body = built.body;
    deps.store.save({ key, purchase, body, sentAt: deps.now() });
  }

  const outcome = await deps.send(body, key);
  if (outcome.kind !== "unknown") deps.store.clear();
  return outcome;
}

/** An open attempt for this purchase left by a reload, to be resolved as soon as the page is back. */
export function hasOpenAttempt(purchase: string, store: AttemptStore, now: number): boolean {
  const open = store.load();
  return open !== undefined && open.purchase === purchase && now - open.sentAt < OPEN_ATTEMPT_TTL_MS;
}
