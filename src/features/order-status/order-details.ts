import type { OrderResponse } from "@/contracts/checkout-api";
import { CURRENCIES, ORDER_STATUSES, PAYMENT_PROVIDERS } from "@/contracts/enums";
import { isArrayOf, isFiniteNumber, isNullable, isOneOf, isRecord, isString } from "@/lib/guards";

type OrderProduct = OrderResponse["products"][number];

/** The order as the status pages read it: where it stands and, once paid, what was bought. */
export type OrderDetails = Pick<OrderResponse, "cart_id" | "order_id" | "status" | "email" | "currency" | "provider" | "coupon" | "total"> & {
  products: Pick<OrderProduct, "plan_identifier" | "title" | "amount" | "tax">[];
};

const isStatus = isOneOf(ORDER_STATUSES);
const isCurrency = isOneOf(CURRENCIES);
const isProvider = isOneOf(PAYMENT_PROVIDERS);
const isCoupon = isNullable(isString);

function isProduct(value: unknown): value is OrderDetails["products"][number] {
  return (
    isRecord(value) &&
    isString(value.plan_identifier) &&
    isString(value.title) &&
    isFiniteNumber(value.amount) &&
    isFiniteNumber(value.tax)
  );
}
const isProducts = isArrayOf(isProduct);

/** Checks the fields the status pages read; any other answer counts as a failed poll. */
export function isOrderDetails(value: unknown): value is OrderDetails {
  return (
    isRecord(value) &&
    isString(value.cart_id) &&
    isString(value.order_id) &&
    isStatus(value.status) &&
    isString(value.email) &&
    isCurrency(value.currency) &&
    isProvider(value.provider) &&
    isCoupon(value.coupon) &&
    isFiniteNumber(value.total) &&
    isProducts(value.products)
  );
}
