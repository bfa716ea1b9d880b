export { cartOwnerCookie, cartOwnerOf, CART_OWNER_COOKIE } from "./cart-owner-cookie";
export { fetchOwnedCart } from "./fetch-owned-cart";
export { namesSelection, restoredCartQuery } from "./restored-cart-query";
