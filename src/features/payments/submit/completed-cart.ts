/**
 * The navigation rules of spec 2.3 drop `cart_id` on the way to the success step (a success URL
 * must not name the cart). The step still needs it to show the order, so it is handed over in
 * this tab's sessionStorage; a reload of /success/ finds it again.
 */
const COMPLETED_CART_KEY = "checkout.completed_cart";

export function rememberCompletedCart(cartId: string): void {
  try {
    sessionStorage.setItem(COMPLETED_CART_KEY, cartId);
  } catch {
    // Without storage the success step shows its confirmation without the order details.
  }
}

export function completedCart(): string | undefined {
  try {
    return sessionStorage.getItem(COMPLETED_CART_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
