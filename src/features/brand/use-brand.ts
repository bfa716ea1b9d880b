import { useRouter } from "next/router";
import { brandFromQuery, BRANDS, productFromQuery, type Brand } from "./brands";

/**
 * The page's brand, from the product its address names. The home page, which lists the whole
 * family, wears the family's own brand unless a product is named; every other page sells or
 * serves one product, the VPN by default.
 */
export function useBrand(): Brand {
  const { pathname, query } = useRouter();
  if (pathname === "/" && !productFromQuery(query)) return BRANDS.default;
  return brandFromQuery(query);
}
