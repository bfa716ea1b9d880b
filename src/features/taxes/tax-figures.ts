import type { TaxesResponse } from "@/contracts/checkout-api";
import { TAX_NAMES } from "@/contracts/enums";
import { isFiniteNumber, isOneOf, isRecord } from "@/lib/guards";

/** What the page shows of a taxes answer: its country, the tax line's name and rate, the tax and the total. */
export type TaxFigures = Pick<TaxesResponse, "country" | "tax_name" | "rate" | "tax" | "total">;

const isTaxName = isOneOf(TAX_NAMES);

/** Checks the fields the order summary reads; any other answer is a failed taxes request. */
export function isTaxFigures(value: unknown): value is TaxFigures {
  return (
    isRecord(value) &&
    typeof value.country === "string" &&
    isTaxName(value.tax_name) &&
    isFiniteNumber(value.rate) &&
    isFiniteNumber(value.tax) &&
    isFiniteNumber(value.total)
  );
}
