import { DATA_SIZE_UNITS, type DataSizeUnit } from "@/contracts/enums";
import { roundTo } from "@/lib/number";
import { DATA_SIZE_STEP, unitPower } from "./convert-data-size";

export interface DataSize {
  amount: number;
  unit: DataSizeUnit;
}

/** What an empty or negative size reads as (spec section 3). */
export const EMPTY_DATA_SIZE: DataSize = Object.freeze({ amount: 0, unit: "gigabyte" });

const LARGEST_POWER = DATA_SIZE_UNITS.length - 1;

function toNumber(value: number | string | null | undefined): number {
  if (typeof value === "number") return value;
  // Plan attributes carry sizes as strings; "" and junk must not become 0 bytes by Number("").
  if (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * Expresses a size in the largest unit in which it is at least 1 (1536 megabyte → 1.5
 * gigabyte), rounded to `decimals`. Empty, negative or unreadable input gives 0 gigabyte.
 */
export function toReadableDataSize(value: number | string | null | undefined, unit: DataSizeUnit = "byte", decimals = 2): DataSize {
  const amount = toNumber(value);
  if (!Number.isFinite(amount) || amount < 0) return { ...EMPTY_DATA_SIZE };
  if (amount === 0) return { amount: 0, unit };

  const bytes = amount * DATA_SIZE_STEP ** unitPower(unit);
  let power = Math.min(LARGEST_POWER, Math.max(0, Math.floor(Math.log(bytes) / Math.log(DATA_SIZE_STEP))));
  // log() can land a hair below an exact power of 1024; correct by one step either way.
  if (power < LARGEST_POWER && bytes >= DATA_SIZE_STEP ** (power + 1)) power += 1;
  if (power > 0 && bytes < DATA_SIZE_STEP ** power) power -= 1;

  let readable = roundTo(bytes / DATA_SIZE_STEP ** power, decimals);
  // 1023.999 megabyte rounds to 1024: say 1 gigabyte instead.
  if (readable >= DATA_SIZE_STEP && power < LARGEST_POWER) {
    power += 1;
    readable = roundTo(bytes / DATA_SIZE_STEP ** power, decimals);
  }
  return { amount: readable, unit: DATA_SIZE_UNITS[power] ?? "byte" };
}
