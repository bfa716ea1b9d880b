import type { ProductKey } from "@/contracts/enums";
import type { CheckoutQuery } from "./checkout-query";
import { productKeyOf } from "./product-group";

/** The product a checkout link is about: `product`, else `product_group`'s, else the VPN. */
export function checkoutProduct(query: Pick<CheckoutQuery, "product" | "product_group">): ProductKey {
  return query.product ?? (query.product_group ? productKeyOf(query.product_group) : "vpn");
}
