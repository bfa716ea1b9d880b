export { cartAccountRoute as default } from "@/server/checkout-cart";
