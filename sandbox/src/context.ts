import type { SandboxDatabase } from "./db/database";

export interface SandboxConfig {
  /** Where browsers reach the sandbox: identity provider, gateway pages, dashboard. */
  publicUrl: string;
  /** App origins allowed as return targets and as gateway CORS origins. */
  appOrigins: readonly string[];
  userTokenTtlMs: number;
  /** How long a pending test card waits before it is paid. */
  pendingSettleMs: number;
  /** The gateway's key for signing the return targets it sends shoppers back to (return-target.ts). */
  returnSigningKey: Buffer;
  /**
   * Whether the checkout API refuses a second purchase of a selection paid or in flight (on unless
   * a test turns it off, to stand for a checkout API that does not guard it).
   */
  duplicateGuard: boolean;
}

/** Everything a handler needs; one per running sandbox, never module state. */
export interface SandboxContext {
  db: SandboxDatabase;
  config: SandboxConfig;
  now(): number;
  warn(message: string): void;
}
