import type { ClientLimit } from "./client-limit";
import { DEFAULT_RATE_LIMIT_WINDOW_MS } from "./rate-limiter";

const window = DEFAULT_RATE_LIMIT_WINDOW_MS;

/**
 * Every limited route, per minute. A session's budget is well above what a shopper does (a few
 * logins, a handful of payment tries, a tax quote per address change); the address ceiling is
 * ten times that, for the sessions of one household, office or carrier NAT together. The e2e
 * suite (every test its own browser session, all from 127.0.0.1) and the bench (pages only)
 * stay far below both.
 */
export const RATE_LIMITS = {
  /** `/login/`, `/oauth2/login/`, a page opened with a trusted_pass_token, POST /api/users/auth/login/. */
  login: { name: "login", perSession: 20, perAddress: 200, windowMs: window },
  /** POST /api/users/trusted-token/ (the dashboard handoff). */
  trustedToken: { name: "trusted-token", perSession: 20, perAddress: 200, windowMs: window },
  /** POST /api/processing/pre/: a payment try. */
  processing: { name: "processing", perSession: 30, perAddress: 300, windowMs: window },
  /** GET /api/payments/taxes/: a quote per country, state or ZIP change. */
  taxes: { name: "taxes", perSession: 60, perAddress: 600, windowMs: window },
  /** POST /api/carts/<cart_id>/account/password/: bounds a buyer's typos. */
  accountPassword: { name: "account-password", perSession: 10, perAddress: 100, windowMs: window },
} as const satisfies Record<string, ClientLimit>;
