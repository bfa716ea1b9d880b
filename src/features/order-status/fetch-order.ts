import { isOrderDetails, type OrderDetails } from "./order-details";

/** The cart's latest order through the BFF; "missing" for an unknown cart (404). */
export async function fetchOrder(cartId: string, signal?: AbortSignal): Promise<OrderDetails | "missing"> {
  const response = await fetch(`/api/orders/${encodeURIComponent(cartId)}/`, { signal, credentials: "same-origin", cache: "no-store" });
  if (response.status === 404 || response.status === 400) return "missing";
  if (!response.ok) throw new Error(`order: ${response.status}`);
  const order: unknown = await response.json();
  // A malformed answer is a failed poll, like a network error: polling goes on.
  if (!isOrderDetails(order)) throw new Error("order: malformed answer");
  return order;
}
