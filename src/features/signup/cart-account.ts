import type { CartAccountResponse } from "@/contracts/checkout-api";
import { isOneOf, isRecord, isString } from "@/lib/guards";

export type CartAccount = CartAccountResponse;

const isStatus = isOneOf(["password_needed", "ready"] as const);

function isCartAccount(value: unknown): value is CartAccount {
  return isRecord(value) && isString(value.email) && isStatus(value.status);
}

const accountPath = (cartId: string) => `/api/carts/${encodeURIComponent(cartId)}/account/`;

async function accountAnswer(response: Response): Promise<CartAccount | null> {
  // 204: this browser did not make the cart, so it may not know the account.
  if (!response.ok || response.status === 204) return null;
  const body: unknown = await response.json();
  return isCartAccount(body) ? body : null;
}

/** The account the cart's paid order joined; null when this browser did not make the cart, or on any failure. */
export async function fetchCartAccount(cartId: string, signal?: AbortSignal): Promise<CartAccount | null> {
  const response = await fetch(accountPath(cartId), { signal, credentials: "same-origin", cache: "no-store" });
  return accountAnswer(response);
}

/**
 * Sets the new account's first password. "taken": it has one already (another tab, or the
 * account existed), so the shopper just logs in; "failed": nothing was saved, try again.
 */
export async function saveFirstPassword(cartId: string, password: string): Promise<CartAccount | "taken" | "failed"> {
  try {
    const response = await fetch(`${accountPath(cartId)}password/`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password }),
    });
    if (response.status === 409) return "taken";
    return (await accountAnswer(response)) ?? "failed";
  } catch {
    return "failed";
  }
}
