export { callbackRoute as default } from "@/server/checkout-cart";
