import type { PassSubgroup, ProductGroup } from "@/contracts/enums";
import type { Merchant, PlanKind, PlanTier, Service } from "@/contracts/generated/schema-types";
import type { PeriodId } from "./periods";

/** One sellable product line; a plan is a line in one period (`<line id>-<period>`). */
export interface ProductLine {
  id: string;
  title: string;
  productGroup: ProductGroup;
  merchant: Merchant;
  tier?: PlanTier;
  kind?: PlanKind;
  subgroup?: PassSubgroup;
  /** Storage quota in gigabytes, for locker filters. */
  quotaGigabytes?: number;
  bundleType?: string;
  /** Introductory totals in US cents per period. */
  usdTotals: Partial<Record<PeriodId, number>>;
  /** What a one- or two-year plan renews at for a year, in US cents. */
  usdRenewalYearly: number;
  /** Bonus months on top of a period. */
  extraMonths?: Partial<Record<PeriodId, number>>;
  services: Service[];
}

const vpnService: Service = { identifier: "vpn", title: "NordVPN", merchant: "NORDVPN", attributes: [] };
const threatProtection: Service = { identifier: "threat_protection", title: "Threat Protection Pro", merchant: "NORDVPN", attributes: [] };
const passService = (subgroup: PassSubgroup, title: string): Service => ({
  identifier: "password_manager",
  title,
  merchant: "NORDPASS",
  attributes: [{ name: "SUBGROUP", value: subgroup }],
});
const lockerService = (size: string, title: string): Service => ({
  identifier: "file_locker",
  title,
  merchant: "NORDLOCKER",
  attributes: [{ name: "QUOTA_STORAGE_SIZE", value: size }],
});

const VPN_EXTRA = { "2y": 3 } as const;

export const PRODUCT_LINES: readonly ProductLine[] = [
  {
    id: "vpn-standard",
    title: "NordVPN Standard",
    productGroup: "VPN",
    merchant: "NORDVPN",
    tier: "STANDARD",
    usdTotals: { "1m": 1299, "1y": 5988, "2y": 8376 },
    usdRenewalYearly: 9999,
    extraMonths: VPN_EXTRA,
    services: [vpnService, threatProtection],
  },
  {
    id: "vpn-plus",
    title: "NordVPN Plus",
    productGroup: "VPN",
    merchant: "NORDVPN",
    tier: "PLUS",
    bundleType: "vpn_pass",
    usdTotals: { "1m": 1399, "1y": 7188, "2y": 10776 },
    usdRenewalYearly: 11999,
    extraMonths: VPN_EXTRA,
    services: [vpnService, threatProtection, passService("individual", "NordPass Premium")],
  },
  {
    id: "vpn-ultimate",
    title: "NordVPN Ultimate",
    productGroup: "VPN",
    merchant: "NORDVPN",
    tier: "ULTIMATE",
    bundleType: "vpn_pass_locker",
    usdTotals: { "1m": 1599, "1y": 9588, "2y": 15576 },
    usdRenewalYearly: 16999,
    extraMonths: VPN_EXTRA,
    services: [vpnService, threatProtection, passService("individual", "NordPass Premium"), lockerService("1 terabyte", "NordLocker 1 TB")],
  },
  {
    id: "pass-individual",
    title: "NordPass Premium",
    productGroup: "PASS",
    merchant: "NORDPASS",
    kind: "INDIVIDUAL",
    subgroup: "individual",
    usdTotals: { "1m": 299, "1y": 2388, "2y": 3576 },
    usdRenewalYearly: 3588,
    services: [passService("individual", "NordPass Premium")],
  },
  {
    id: "pass-family",
    title: "NordPass Family",
    productGroup: "PASS",
    merchant: "NORDPASS",
    kind: "FAMILY",
    subgroup: "family",
    usdTotals: { "1m": 599, "1y": 4428, "2y": 6696 },
    usdRenewalYearly: 7188,
    services: [passService("family", "NordPass Family (6 users)")],
  },
  {
    id: "locker-500gb",
    title: "NordLocker 500 GB",
    productGroup: "LOCKER",
    merchant: "NORDLOCKER",
    quotaGigabytes: 500,
    usdTotals: { "1m": 399, "1y": 3588 },
    usdRenewalYearly: 4788,
    services: [lockerService("500 gigabyte", "NordLocker 500 GB")],
  },
  {
    id: "locker-2tb",
    title: "NordLocker 2 TB",
    productGroup: "LOCKER",
    merchant: "NORDLOCKER",
    quotaGigabytes: 2048,
    usdTotals: { "1m": 999, "1y": 9588 },
    usdRenewalYearly: 11988,
    services: [lockerService("2 terabyte", "NordLocker 2 TB")],
  },
  {
    id: "nordprotect",
    title: "NordProtect",
    productGroup: "NORDPROTECT",
    merchant: "NORDPROTECT",
    usdTotals: { "1m": 899, "1y": 7188 },
    usdRenewalYearly: 10788,
    services: [{ identifier: "identity_protection", title: "NordProtect identity protection", merchant: "NORDPROTECT", attributes: [] }],
  },
  {
    id: "incogni",
    title: "Incogni",
    productGroup: "INCOGNI",
    merchant: "INCOGNI",
    usdTotals: { "1m": 1498, "1y": 8988 },
    usdRenewalYearly: 8988,
    services: [{ identifier: "data_removal", title: "Incogni data removal", merchant: "INCOGNI", attributes: [] }],
  },
  {
    id: "pass-xs",
    title: "NordPass Premium add-on",
    productGroup: "PASS",
    merchant: "NORDPASS",
    kind: "INDIVIDUAL",
    subgroup: "individual",
    usdTotals: { "1m": 199, "1y": 1788, "2y": 2376 },
    usdRenewalYearly: 3588,
    services: [passService("individual", "NordPass Premium")],
  },
  {
    id: "locker-xs",
    title: "NordLocker 500 GB add-on",
    productGroup: "LOCKER",
    merchant: "NORDLOCKER",
    quotaGigabytes: 500,
    usdTotals: { "1m": 299, "1y": 2388, "2y": 3576 },
    usdRenewalYearly: 4788,
    services: [lockerService("500 gigabyte", "NordLocker 500 GB")],
  },
];

export interface PackageDefinition {
  productGroup: ProductGroup;
  lineIds: string[];
  /** Whether the pass subgroup or locker quota filters choose among the lines (spec section 5). */
  filter?: "subgroup" | "quota";
  /** The package whose plans are cross-sold with this one at checkout. */
  crossSellPackageId?: string;
}

export const PACKAGES: Readonly<Record<string, PackageDefinition>> = {
  vpn: { productGroup: "VPN", lineIds: ["vpn-standard", "vpn-plus", "vpn-ultimate"], crossSellPackageId: "vpn-cross-sell" },
  pass: { productGroup: "PASS", lineIds: ["pass-individual", "pass-family"], filter: "subgroup" },
  locker: { productGroup: "LOCKER", lineIds: ["locker-500gb", "locker-2tb"], filter: "quota" },
  nordprotect: { productGroup: "NORDPROTECT", lineIds: ["nordprotect"] },
  incogni: { productGroup: "INCOGNI", lineIds: ["incogni"] },
  "vpn-cross-sell": { productGroup: "VPN", lineIds: ["pass-xs", "locker-xs"] },
};

const linesById = new Map(PRODUCT_LINES.map((line) => [line.id, line]));

export function findLine(id: string): ProductLine | undefined {
  return linesById.get(id);
}

export function packageLines(definition: PackageDefinition): ProductLine[] {
  return definition.lineIds.flatMap((id) => linesById.get(id) ?? []);
}
