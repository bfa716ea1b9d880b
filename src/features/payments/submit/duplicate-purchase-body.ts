import type { DuplicatePurchaseError } from "@/contracts/checkout-api";
import { SERVER_ERROR_CODES } from "@/contracts/enums";
import { isRecord, isString } from "@/lib/guards";
import { isApiErrorBody } from "./api-error-body";

/**
 * The earlier order a duplicate-purchase refusal names; the BFF validated the body with zod and
 * keeps the order's ids only for the browser that started its cart.
 */
export type EarlierOrder = Pick<DuplicatePurchaseError["earlier_order"], "paid_at"> & Partial<DuplicatePurchaseError["earlier_order"]>;

function isEarlierOrder(value: unknown): value is EarlierOrder {
  return (
    isRecord(value) &&
    isString(value.paid_at) &&
    !Number.isNaN(Date.parse(value.paid_at)) &&
    (value.cart_id === undefined || isString(value.cart_id))
  );
}

/** The refusal's earlier order, or undefined for any other 4xx. */
export function earlierOrderOf(body: unknown): EarlierOrder | undefined {
  if (!isApiErrorBody(body) || body.code !== SERVER_ERROR_CODES.duplicatePurchase) return undefined;
  const earlier = (body as { earlier_order?: unknown }).earlier_order;
  return isEarlierOrder(earlier) ? earlier : undefined;
}

/** Whole minutes since the earlier payment, at least one ("1 minute ago" rather than "0 minutes ago"). */
export function minutesSince(paidAt: string, now: number): number {
  return Math.max(1, Math.floor((now - Date.parse(paidAt)) / 60_000));
}
