import type { ProductKey } from "@/contracts/enums";
import { normalizeProductGroup, normalizeProductKey, productKeyOf } from "@/features/checkout";
import type { AccentName } from "@/ui";

export type BrandKey = "default" | "vpn" | "pass" | "locker" | "protect" | "incogni";

interface LogoSize {
  width: number;
  height: number;
}

export interface Brand {
  key: BrandKey;
  /** The provider's name as shoppers know it, used in titles and copy. */
  name: string;
  /** Logo sizes of spec 2.4: small below the md breakpoint, large from it. */
  logo: { small: LogoSize; large: LogoSize };
  accent: AccentName;
  /** The product's public home page (the 404 page's "Let's Go"). */
  homeUrl: string;
  /** The provider's site that hosts the legal and support pages. */
  siteUrl: string;
}

const logo = (smallWidth: number, largeWidth: number) => ({
  small: { width: smallWidth, height: 24 },
  large: { width: largeWidth, height: 32 },
});

export const BRANDS: Readonly<Record<BrandKey, Brand>> = {
  default: { key: "default", name: "Nord", logo: logo(145.5, 194), accent: "default", homeUrl: "https://nordvpn.com/", siteUrl: "https://nordvpn.com" },
  vpn: { key: "vpn", name: "NordVPN", logo: logo(183, 244), accent: "vpn", homeUrl: "https://nordvpn.com/", siteUrl: "https://nordvpn.com" },
  pass: { key: "pass", name: "NordPass", logo: logo(177.75, 237), accent: "pass", homeUrl: "https://nordpass.com/", siteUrl: "https://nordpass.com" },
  locker: { key: "locker", name: "NordLocker", logo: logo(195, 260), accent: "locker", homeUrl: "https://nordlocker.com/", siteUrl: "https://nordlocker.com" },
  protect: { key: "protect", name: "NordProtect", logo: logo(207, 276), accent: "protect", homeUrl: "https://nordprotect.com/", siteUrl: "https://nordprotect.com" },
  incogni: { key: "incogni", name: "Incogni", logo: logo(195, 260), accent: "incogni", homeUrl: "https://incogni.com/", siteUrl: "https://incogni.com" },
};

const BRAND_BY_PRODUCT: Readonly<Record<ProductKey, BrandKey>> = {
  vpn: "vpn",
  pass: "pass",
  locker: "locker",
  nordprotect: "protect",
  incogni: "incogni",
};

const ignoreWarning = () => undefined;

/** The product the address names, by `product` (a product key) or `product_group`; none otherwise. */
export function productFromQuery(query: Record<string, unknown>): ProductKey | undefined {
  // The query parser warns about a retired product group once; the brand only needs the answer.
  const group = normalizeProductGroup(query.product_group, ignoreWarning);
  return normalizeProductKey(query.product) ?? (group ? productKeyOf(group) : undefined);
}

/**
 * The brand of the page, from `product` (a product key) or `product_group`; VPN when neither
 * names a known product, since the VPN is the family's flagship and the spec's default.
 */
export function brandFromQuery(query: Record<string, unknown>): Brand {
  const product = productFromQuery(query);
  return BRANDS[product ? BRAND_BY_PRODUCT[product] : "vpn"];
}
