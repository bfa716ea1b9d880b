/**
 * The app's own /api/callback/ for a payment finished on this page (wallet sheet, bank link,
 * provider popup or widget): the checkout API settles what it can and names the page to poll.
 */
export function callbackHref(
  paymentId: string,
  cartId: string,
  locale: string,
  token?: { name: "wallet_token" | "public_token"; value: string },
): string {
  const query = new URLSearchParams({ payment_id: paymentId, cart_id: cartId, lang: locale });
  if (token) query.set(token.name, token.value);
  return new URL(`/api/callback/?${query.toString()}`, window.location.origin).href;
}
