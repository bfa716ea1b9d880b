import type { OrderResponse } from "@/contracts/checkout-api";
import { CANCEL_REASONS, CARD_BRANDS, CURRENCIES, ORDER_STATUSES, PAYMENT_PROVIDERS, PRODUCT_GROUPS } from "@/contracts/enums";
import { isArrayOf, isFiniteNumber, isInteger, isNullable, isOneOf, isOptional, isRecord, isString } from "@/lib/guards";

type OrderProduct = OrderResponse["products"][number];

/** The order as the status pages read it: where it stands and, once paid, what was bought. */
export type OrderDetails = Pick<
  OrderResponse,
  "cart_id" | "order_id" | "status" | "email" | "currency" | "provider" | "coupon" | "total" | "paid_at" | "canceled_because"
> &
  Partial<Pick<OrderResponse, "country">> & {
    products: (Pick<OrderProduct, "plan_identifier" | "title" | "amount" | "tax" | "product_name" | "period" | "renews_at"> &
      Partial<Pick<OrderProduct, "product_group" | "tier" | "subgroup" | "storage_quota" | "renewal">>)[];
    payment: Pick<OrderResponse["payment"], "brand" | "last4">;
  };

const isStatus = isOneOf(ORDER_STATUSES);
const isCurrency = isOneOf(CURRENCIES);
const isProvider = isOneOf(PAYMENT_PROVIDERS);
const isCoupon = isNullable(isString);
const isBrand = isNullable(isOneOf(CARD_BRANDS));
const isUnit = isOneOf(["MONTH", "YEAR"] as const);
const isDate = (value: unknown): value is string => isString(value) && !Number.isNaN(Date.parse(value));
const isOptionalDate = isNullable(isDate);
// The typed product line is newer than the rest: an answer without it still shows the order.
const isOptionalGroup = isOptional(isNullable(isOneOf(PRODUCT_GROUPS)));
const isOptionalText = isOptional(isNullable(isString));
const isCancelReason = isOptional(isNullable(isOneOf(CANCEL_REASONS)));

function isRenewal(value: unknown): value is OrderProduct["renewal"] {
  return value === undefined || value === null || (isRecord(value) && isFiniteNumber(value.amount) && isFiniteNumber(value.tax));
}

function isPeriod(value: unknown): value is OrderProduct["period"] {
  return isRecord(value) && isInteger(value.interval) && value.interval > 0 && isUnit(value.unit);
}

function isProduct(value: unknown): value is OrderDetails["products"][number] {
  return (
    isRecord(value) &&
    isString(value.plan_identifier) &&
    isString(value.title) &&
    isFiniteNumber(value.amount) &&
    isFiniteNumber(value.tax) &&
    isString(value.product_name) &&
    isOptionalGroup(value.product_group) &&
    isOptionalText(value.tier) &&
    isOptionalText(value.subgroup) &&
    isOptionalText(value.storage_quota) &&
    isPeriod(value.period) &&
    isOptionalDate(value.renews_at) &&
    isRenewal(value.renewal)
  );
}
const isProducts = isArrayOf(isProduct);

function isPayment(value: unknown): value is OrderDetails["payment"] {
  return isRecord(value) && isBrand(value.brand) && isNullable(isString)(value.last4);
}

/** Checks the fields the status pages read; any other answer counts as a failed poll. */
export function isOrderDetails(value: unknown): value is OrderDetails {
  return (
    isRecord(value) &&
    isString(value.cart_id) &&
    isString(value.order_id) &&
    isStatus(value.status) &&
    isString(value.email) &&
    isCurrency(value.currency) &&
    isOptional(isString)(value.country) &&
    isProvider(value.provider) &&
    isCoupon(value.coupon) &&
    isFiniteNumber(value.total) &&
    isOptionalDate(value.paid_at) &&
    isPayment(value.payment) &&
    isCancelReason(value.canceled_because) &&
    isProducts(value.products)
  );
}
