export { cartAccountPasswordRoute as default } from "@/server/checkout-cart";
