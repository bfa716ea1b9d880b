export { orderRoute as default } from "@/server/checkout-cart";
