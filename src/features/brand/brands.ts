import type { ProductKey } from "@/contracts/enums";
import { normalizeProductGroup, normalizeProductKey, productKeyOf } from "@/features/checkout-query";
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
  /** The provider's site: its home page (the 404's second way out) and its legal and support pages. */
  siteUrl: string;
  /** The languages that site serves under `/<code>/` besides English (see `providerSiteUrl`). */
  siteLocales: string;
}

// The languages each provider's site is translated into (its own language menu, November 2026).
const NORD_VPN_LOCALES = "ar da de es fi fr it ja ko lt nl no pl pt pt-br ru sv tr uk zh zh-tw";

const logo = (smallWidth: number, largeWidth: number) => ({
  small: { width: smallWidth, height: 24 },
  large: { width: largeWidth, height: 32 },
});

export const BRANDS: Readonly<Record<BrandKey, Brand>> = {
  default: {
    key: "default",
    name: "Nord",
    logo: logo(145.5, 194),
    accent: "default",
    siteUrl: "https://nordvpn.com",
    siteLocales: NORD_VPN_LOCALES,
  },
  vpn: { key: "vpn", name: "NordVPN", logo: logo(183, 244), accent: "vpn", siteUrl: "https://nordvpn.com", siteLocales: NORD_VPN_LOCALES },
  pass: {
    key: "pass",
    name: "NordPass",
    logo: logo(177.75, 237),
    accent: "pass",
    siteUrl: "https://nordpass.com",
    siteLocales: "da de es fi fr it ja ko nl no pl pt-br sv tr zh-tw",
  },
  locker: {
    key: "locker",
    name: "NordLocker",
    logo: logo(195, 260),
    accent: "locker",
    siteUrl: "https://nordlocker.com",
    siteLocales: "de es fr it ja ko nl pl pt-br sv",
  },
  protect: {
    key: "protect",
    name: "NordProtect",
    logo: logo(207, 276),
    accent: "protect",
    siteUrl: "https://nordprotect.com",
    siteLocales: "",
  },
  incogni: {
    key: "incogni",
    name: "Incogni",
    logo: logo(195, 260),
    accent: "incogni",
    siteUrl: "https://incogni.com",
    siteLocales: "de es fr it nl pl",
  },
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

// A variant the site lacks reads its closest sibling: Hong Kong's traditional Chinese, Mexico's Spanish.
const SIBLINGS: Readonly<Record<string, string>> = { "zh-hk": "zh-tw", "es-mx": "es" };

/**
 * An address on the provider's site (`path` starts with "/") in the shopper's language where that
 * site has it (`https://nordvpn.com/de/refund-policy/`), else the English one.
 */
export function providerSiteUrl(brand: Brand, path: string, locale: string): string {
  const served = brand.siteLocales.split(" ");
  const code = [locale, SIBLINGS[locale]].find((candidate) => candidate && served.includes(candidate));
  return `${brand.siteUrl}${code ? `/${code}` : ""}${path}`;
}
