// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProcessingInput } from "@/contracts/app-api";
import { OPEN_ATTEMPT_TTL_MS, sessionAttemptStore, type AttemptStore } from "./attempt-store";
import type { ProcessingOutcome } from "./post-processing";
import { hasOpenAttempt, runPaymentAttempt, type AttemptDeps, type BuiltBody } from "./run-payment-attempt";

const body = (card_token: string, cart_id?: string): ProcessingInput => ({
  plans: ["vpn-plus-1y"],
  currency: "USD",
  country: "US",
  provider: "card",
  card_token,
  ...(cart_id ? { cart_id } : {}),
});
const PAID: ProcessingOutcome = {
  kind: "answered",
  result: { cart_id: "cart_1", order_status: "paid", action: { type: "done" } },
};
const DECLINED: ProcessingOutcome = {
  kind: "answered",
  result: { cart_id: "cart_1", order_status: "error", action: { type: "error", code: "declined", message: "declined" } },
};

describe("runPaymentAttempt", () => {
  let store: AttemptStore;
  let clock: number;
  let keys: number;
  let sent: { body: ProcessingInput; key: string }[];
  let answers: ProcessingOutcome[];
  let deps: AttemptDeps;
  let tokens: number;
  const build = vi.fn(async (): Promise<BuiltBody> => ({ ok: true, body: body(`tok_${++tokens}`) }));

  beforeEach(() => {
    sessionStorage.clear();
    store = sessionAttemptStore();
    clock = 1_000_000;
    keys = 0;
    tokens = 0;
    sent = [];
    answers = [];
    build.mockClear();
    deps = {
      store,
      newKey: () => `key_${++keys}`,
      now: () => clock,
      send: async (sentBody, key) => {
        sent.push({ body: sentBody, key });
        return answers.shift() ?? PAID;
      },
    };
  });

  it("sends a new attempt with a new key and closes it on an answer", async () => {
    expect(await runPaymentAttempt("p", build, deps)).toEqual(PAID);
    expect(sent).toEqual([{ body: body("tok_1"), key: "key_1" }]);
    expect(store.load()).toBeUndefined();
  });

  it("replays an unanswered attempt with the same key and body, without tokenizing again", async () => {
    answers = [{ kind: "unknown" }, PAID];
    expect(await runPaymentAttempt("p", build, deps)).toEqual({ kind: "unknown" });
    expect(store.load()?.key).toBe("key_1");
    expect(await runPaymentAttempt("p", build, deps)).toEqual(PAID);
    expect(sent.map((item) => item.key)).toEqual(["key_1", "key_1"]);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("survives a reload: the open attempt is in sessionStorage", async () => {
    answers = [{ kind: "unknown" }];
    await runPaymentAttempt("p", build, deps);
    const afterReload = { ...deps, store: sessionAttemptStore() };
    expect(hasOpenAttempt("p", afterReload.store, clock)).toBe(true);
    await runPaymentAttempt("p", build, afterReload);
    expect(sent.map((item) => item.key)).toEqual(["key_1", "key_1"]);
  });

  it("makes a new key after a decline, so a retry with another card is a new attempt", async () => {
    answers = [DECLINED, PAID];
    await runPaymentAttempt("p", build, deps);
    await runPaymentAttempt("p", build, deps);
    expect(sent.map((item) => [item.key, item.body.card_token])).toEqual([
      ["key_1", "tok_1"],
      ["key_2", "tok_2"],
    ]);
  });

  it("closes the attempt on a refusal (nothing was charged)", async () => {
    answers = [{ kind: "refused", status: 400, body: { error: "validation_failed", message: "" } }];
    await runPaymentAttempt("p", build, deps);
    expect(store.load()).toBeUndefined();
  });

  it("starts afresh for another purchase or once the open attempt is too old", async () => {
    answers = [{ kind: "unknown" }, PAID, { kind: "unknown" }, PAID];
    await runPaymentAttempt("p", build, deps);
    await runPaymentAttempt("other", build, deps);
    expect(sent.map((item) => item.key)).toEqual(["key_1", "key_2"]);
    await runPaymentAttempt("p", build, deps);
    clock += OPEN_ATTEMPT_TTL_MS;
    expect(hasOpenAttempt("p", store, clock)).toBe(false);
    await runPaymentAttempt("p", build, deps);
    expect(sent.map((item) => item.key)).toEqual(["key_1", "key_2", "key_3", "key_4"]);
  });

  it("sends nothing when the card cannot be tokenized", async () => {
    const refused = vi.fn(async (): Promise<BuiltBody> => ({ ok: false, reason: "invalid_card" }));
    expect(await runPaymentAttempt("p", refused, deps)).toEqual({ kind: "not_sent", reason: "invalid_card" });
    expect(sent).toEqual([]);
    expect(store.load()).toBeUndefined();
  });
});
