import { DATA_SIZE_UNITS, PASS_SUBGROUPS, type PassSubgroup } from "@/contracts/enums";

export const DEFAULT_SUBGROUP: PassSubgroup = "individual";
export const DEFAULT_QUOTA_GIGABYTES = 500;

export interface ParsedFilters {
  subgroup: PassSubgroup;
  quotaGigabytes: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function numeric(value: unknown): number | undefined {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Units step by 1024 (spec section 3), gigabyte being the fourth. */
function toGigabytes(amount: number, unit: string): number {
  return amount * 1024 ** (DATA_SIZE_UNITS.indexOf(unit as (typeof DATA_SIZE_UNITS)[number]) - 3);
}

/**
 * Spec section 5: only a plain object is read; a subgroup or unit outside its enumeration or a
 * non-numeric amount is ignored, and the quota applies only when both amount and unit are valid.
 */
export function parseFilters(filters: unknown): ParsedFilters {
  const parsed: ParsedFilters = { subgroup: DEFAULT_SUBGROUP, quotaGigabytes: DEFAULT_QUOTA_GIGABYTES };
  if (!isPlainObject(filters)) return parsed;
  const subgroup = filters.subgroup;
  if (typeof subgroup === "string" && (PASS_SUBGROUPS as readonly string[]).includes(subgroup)) {
    parsed.subgroup = subgroup as PassSubgroup;
  }
  const amount = numeric(filters.storage_quota_amount);
  const unit = filters.storage_quota_unit;
  if (amount !== undefined && typeof unit === "string" && (DATA_SIZE_UNITS as readonly string[]).includes(unit)) {
    parsed.quotaGigabytes = toGigabytes(amount, unit);
  }
  return parsed;
}
