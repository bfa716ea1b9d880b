import { z } from "zod";

/**
 * `SANDBOX_PENDING_SETTLE_MS`: how long the pending test card (4000 0000 0000 0077) stays
 * pending, in milliseconds; 5000 (CONTRACTS) when unset or empty. Read by `npm run sandbox` and by
 * the local runner (`scripts/serve.ts`), which starts the sandbox in its own process.
 */
export const pendingSettleMsSchema = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.coerce.number().int().min(0).max(600_000).default(5000),
);
