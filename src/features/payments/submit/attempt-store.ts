import { z } from "zod";
import { processingInputSchema, type ProcessingInput } from "@/contracts/app-api";

/**
 * The payment request whose answer never arrived (network failure, 5xx, a reload mid-request),
 * kept in this tab's sessionStorage. It holds the card *token* (never card data), the e-mail and
 * the provider fields, for at most OPEN_ATTEMPT_TTL_MS, well inside the gateway's 30-minute token.
 */
export interface OpenAttempt {
  key: string;
  purchase: string;
  body: ProcessingInput;
  sentAt: number;
}

export const OPEN_ATTEMPT_STORAGE_KEY = "checkout.payment_attempt";
export const OPEN_ATTEMPT_TTL_MS = 15 * 60 * 1000;

const openAttemptSchema = z.object({ key: z.string(), purchase: z.string(), body: processingInputSchema, sentAt: z.number() });

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
        const parsed = openAttemptSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
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
