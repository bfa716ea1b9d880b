import type { ProcessingResult } from "@/contracts/app-api";
import { ORDER_STATUSES } from "@/contracts/enums";
import { isOneOf, isRecord, isString } from "@/lib/guards";
import { isPaymentAction } from "./payment-action";

const isOrderStatus = isOneOf(ORDER_STATUSES);

/** The answer of POST /api/processing/pre/: the cart, its order's status and what to do next. */
export function isProcessingResult(value: unknown): value is ProcessingResult {
  return isRecord(value) && isString(value.cart_id) && isOrderStatus(value.order_status) && isPaymentAction(value.action);
}
