import type { DuplicatePurchaseError } from "@/contracts/checkout-api";
import { IN_FLIGHT_STATES, SERVER_ERROR_CODES } from "@/contracts/enums";
import { isRecord, isString } from "@/lib/guards";
import { isApiErrorBody } from "./api-error-body";

type Refused = DuplicatePurchaseError["earlier_order"];
type Named = Partial<Pick<Refused, "order_id" | "cart_id">>;

/**
 * The earlier order a duplicate-purchase refusal names: paid minutes ago (`paid_at`), or with a
 * payment not decided yet (`in_flight`). The BFF validated the body with zod and keeps the order's
 * ids only for the browser that started its cart.
 */
export type EarlierOrder = Named & ({ paid_at: string } | { in_flight: Extract<Refused, { in_flight: unknown }>["in_flight"] });

const isDate = (value: unknown): value is string => isString(value) && !Number.isNaN(Date.parse(value));

function isInFlight(value: unknown): boolean {
  return (
    isRecord(value) && isString(value.provider) && (IN_FLIGHT_STATES as readonly unknown[]).includes(value.state) && isDate(value.since)
  );
}

function isEarlierOrder(value: unknown): value is EarlierOrder {
  return (
    isRecord(value) && (isDate(value.paid_at) || isInFlight(value.in_flight)) && (value.cart_id === undefined || isString(value.cart_id))
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
