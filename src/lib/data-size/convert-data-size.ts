import { DATA_SIZE_UNITS, type DataSizeUnit } from "@/contracts/enums";
import { roundTo } from "@/lib/number";

export const DATA_SIZE_STEP = 1024;

/** Position of a unit in byte…yottabyte, i.e. its power of 1024. */
export function unitPower(unit: DataSizeUnit): number {
  return DATA_SIZE_UNITS.indexOf(unit);
}

/**
 * Converts between data-size units by steps of 1024 (spec section 3), rounded to `decimals`.
 * Powers of two are exact in floating point, so converting back and forth loses nothing but
 * the rounding asked for.
 */
export function convertDataSize(amount: number, from: DataSizeUnit, to: DataSizeUnit, decimals = 2): number {
  const converted = amount * DATA_SIZE_STEP ** (unitPower(from) - unitPower(to));
  return roundTo(converted, decimals);
}
