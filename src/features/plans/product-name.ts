import type { IntlShape } from "react-intl";
import type { ProductGroup } from "@/contracts/enums";
import { titleMessages } from "./title-messages";

/** What names a product line: the pricing API's typed plan data, or the checkout API's order item. */
export interface ProductLineName {
  productGroup: ProductGroup;
  tier?: string | null;
  /** The password manager's subgroup: individual or family. */
  subgroup?: string | null;
  /** The locker's storage quota as the APIs write it: "500 gigabyte", "2 terabyte". */
  quota?: string | null;
}

/** "500 gigabyte" as the page's language writes it ("500 Go" in French); empty when it is not a size. */
export function formatQuota(intl: IntlShape, quota: string | null | undefined): string {
  const match = /^(\d+(?:\.\d+)?) ?([a-z]+)$/.exec(quota?.trim() ?? "");
  return match ? intl.formatMessage(titleMessages.quota, { amount: Number(match[1]), unit: match[2] ?? "" }) : "";
}

/** A product's name in the page's language ("NordVPN Plus", "NordLocker 500 Go"), from typed data only. */
export function productName(intl: IntlShape, line: ProductLineName): string {
  return intl.formatMessage(titleMessages.product, {
    group: line.productGroup,
    tier: line.tier ?? "",
    subgroup: line.subgroup ?? "",
    quota: formatQuota(intl, line.quota),
  });
}
