import type { User } from "@/features/app-context";
import { firstValue, type RawQuery } from "@/lib/url";

export type ForcedLoginDecision =
  | { action: "login"; trustedPassToken?: string; ownerId?: string }
  /** The login parameters are present but nothing is to be done: they are removed by replace. */
  | { action: "clean" }
  | { action: "none" };

/**
 * Spec section 4: a trusted token always logs in (it may name another account than the current
 * one); `force_login` logs in only a shopper who is not logged in yet. Otherwise the parameters
 * are dropped from the address.
 */
export function forcedLoginDecision(query: RawQuery, user: User | null): ForcedLoginDecision {
  const trustedPassToken = firstValue(query.trusted_pass_token);
  if (trustedPassToken) return { action: "login", trustedPassToken, ownerId: firstValue(query.owner_id) };
  const forceLogin = "force_login" in query;
  if (forceLogin && !user) return { action: "login" };
  if (forceLogin || "trusted_pass_token" in query) return { action: "clean" };
  return { action: "none" };
}
