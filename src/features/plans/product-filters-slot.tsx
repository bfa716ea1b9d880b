import type { ProductKey } from "@/contracts/enums";
import { lazyComponent } from "@/ui";
import type { ProductFilterOptionsProps } from "./product-filter-options";

// Only the password manager and the locker have filters: their choices are a chunk of their own.
const LazyFilterOptions = lazyComponent(() => import("./product-filter-options").then((module) => module.ProductFilterOptions));
const FILTERED_PRODUCTS: ReadonlySet<ProductKey> = new Set(["pass", "locker"]);

/** The product's filter choices (spec section 5), for the products that have any. */
export function ProductFilterOptions(props: ProductFilterOptionsProps) {
  return FILTERED_PRODUCTS.has(props.product) ? <LazyFilterOptions {...props} /> : null;
}
