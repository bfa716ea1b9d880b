import { isOpenAttempt, type OpenAttempt } from "./open-attempt";
import { OPEN_ATTEMPT_STORAGE_KEY } from "./open-attempt-key";

export type { OpenAttempt } from "./open-attempt";
export { OPEN_ATTEMPT_STORAGE_KEY, OPEN_ATTEMPT_TTL_MS } from "./open-attempt-key";

export interface AttemptStore {
  load(): OpenAttempt | undefined;
  save(attempt: OpenAttempt): void;
  clear(): void;
}

/** sessionStorage, per tab; a blocked or full storage degrades to "no open attempt". */
export function sessionAttemptStore(storage: () => Storage | undefined = () => globalThis.sessionStorage): AttemptStore {
  return {
    load() {
      try {
        const raw = storage()?.getItem(OPEN_ATTEMPT_STORAGE_KEY);
        if (!raw) return undefined;
        const attempt: unknown = JSON.parse(raw);
        return isOpenAttempt(attempt) ? attempt : undefined;
      } catch {
        return undefined;
      }
    },
    save(attempt) {
      try {
        storage()?.setItem(OPEN_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
      } catch {
        // Without storage a reload loses the open attempt; the server still never charges twice per key.
      }
    },
    clear() {
      try {
        storage()?.removeItem(OPEN_ATTEMPT_STORAGE_KEY);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

/** 122 random bits; the API accepts 8 to 128 of [A-Za-z0-9_.:-]. */
export function newIdempotencyKey(): string {
  return `pay_${globalThis.crypto.randomUUID()}`;
}
