import { orderResponseSchema, type OrderResponse } from "@/contracts/checkout-api";

/** The cart's latest order through the BFF; "missing" for an unknown cart (404). */
export async function fetchOrder(cartId: string, signal?: AbortSignal): Promise<OrderResponse | "missing"> {
  const response = await fetch(`/api/orders/${encodeURIComponent(cartId)}/`, { signal, credentials: "same-origin", cache: "no-store" });
  if (response.status === 404 || response.status === 400) return "missing";
  if (!response.ok) throw new Error(`order: ${response.status}`);
  return orderResponseSchema.parse(await response.json());
}
