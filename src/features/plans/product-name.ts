import type { IntlShape } from "react-intl";
import { DATA_SIZE_UNITS, type DataSizeUnit, type ProductGroup } from "@/contracts/enums";
import { convertDataSize, toReadableDataSize, unitPower, type DataSize } from "@/lib/data-size";
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

const isDataSizeUnit = (unit: string): unit is DataSizeUnit => (DATA_SIZE_UNITS as readonly string[]).includes(unit);

/**
 * A storage size in the units a quota is written in: terabytes from 1 TB up, else gigabytes,
 * converted by steps of 1024 (spec 3's data-size rules), so `1024 gigabyte` reads "1 TB" and
 * `512 megabyte` "0.5 GB" rather than "512 GB".
 */
export function quotaSize(size: DataSize): DataSize {
  const readable = toReadableDataSize(size.amount, size.unit);
  const power = unitPower(readable.unit);
  if (power > unitPower("terabyte")) return { amount: convertDataSize(size.amount, size.unit, "terabyte"), unit: "terabyte" };
  if (power < unitPower("gigabyte")) return { amount: convertDataSize(size.amount, size.unit, "gigabyte"), unit: "gigabyte" };
  return readable;
}

/** A size as the page's language writes it ("500 Go" in French). */
export function formatDataSize(intl: IntlShape, size: DataSize): string {
  return intl.formatMessage(titleMessages.quota, quotaSize(size));
}

/** "500 gigabyte" as the page's language writes it ("500 Go" in French); empty when it is not a size. */
export function formatQuota(intl: IntlShape, quota: string | null | undefined): string {
  const match = /^(\d+(?:\.\d+)?) ?([a-z]+)$/.exec(quota?.trim() ?? "");
  const unit = match?.[2] ?? "";
  return match && isDataSizeUnit(unit) ? formatDataSize(intl, { amount: Number(match[1]), unit }) : "";
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
