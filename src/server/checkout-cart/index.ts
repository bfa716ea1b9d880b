export { cartOwnerCookie, cartOwnerHeaders, cartOwnerOf, CART_OWNER_COOKIE } from "./cart-owner-cookie";
export { fetchOwnedCart, isCartId } from "./fetch-owned-cart";
export { namesSelection, restoredCartQuery } from "./restored-cart-query";
export { cartAccountPasswordRoute, cartAccountRoute } from "./cart-account-routes";
export { orderRoute } from "./order-route";
export { callbackRoute } from "./callback-route";
export { processingRoute } from "./processing-route";
export { iframeRoute } from "./iframe-route";
