import type { TaxesResponse } from "@/contracts/checkout-api";
import { DEFAULT_STATES, type AddressLayout } from "@/contracts/enums";
import { isValidPostalCode } from "@/contracts/postal-codes";
import { fieldError } from "../http/http-error";
import { AE_EMIRATE_RATES, CA_HST_PROVINCES, CA_PROVINCE_RATES, COUNTRY_RATES, US_STATE_RATES } from "./tax-rates";

export interface TaxJurisdiction {
  country: string;
  /** ISO 3166-2, e.g. "US-CA". */
  state: string | null;
  zip: string | null;
  layout: AddressLayout;
  rate: number;
  taxName: TaxesResponse["tax_name"];
}

const STATE_TABLES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  US: US_STATE_RATES,
  CA: CA_PROVINCE_RATES,
  AE: AE_EMIRATE_RATES,
};

function layoutOf(country: string): AddressLayout {
  if (country === "US") return "state_with_postal";
  return country in STATE_TABLES ? "state" : "default";
}

/**
 * Accepts "US-CA" or "CA" for a US address; anything else in the state table is refused. Only the
 * emirates have a default: a US or Canadian address without its state has no rate to charge.
 */
function normalizeState(country: string, state: string | undefined): { code: string; subdivision: string } {
  const table = STATE_TABLES[country] ?? {};
  const given = state || DEFAULT_STATES[country as keyof typeof DEFAULT_STATES];
  if (!given) throw fieldError("state", "cannot-be-empty");
  const subdivision = given.startsWith(`${country}-`) ? given.slice(country.length + 1) : given;
  if (!(subdivision in table)) throw fieldError("state", "invalid");
  return { code: `${country}-${subdivision}`, subdivision };
}

function taxNameOf(country: string, subdivision: string | null, rate: number): TaxJurisdiction["taxName"] {
  if (rate === 0) return "none";
  if (country === "US") return "sales_tax";
  if (country === "CA") return subdivision && CA_HST_PROVINCES.has(subdivision) ? "hst" : "gst";
  if (country === "AU") return "gst";
  return "vat";
}

/**
 * The tax address of spec section 3: AE, CA and US need a state (a default one when none is
 * given), the US also a postal code, which is validated whenever it is given.
 */
export function resolveTaxJurisdiction(country: string, state?: string, zip?: string): TaxJurisdiction {
  const layout = layoutOf(country);
  const postal = zip?.trim() || null;
  if (postal !== null && !isValidPostalCode(country, postal)) throw fieldError("zip", "invalid");
  if (layout === "default") {
    const rate = COUNTRY_RATES[country] ?? 0;
    return { country, state: null, zip: postal, layout, rate, taxName: taxNameOf(country, null, rate) };
  }
  const { code, subdivision } = normalizeState(country, state);
  const rate = STATE_TABLES[country]?.[subdivision] ?? 0;
  return { country, state: code, zip: postal, layout, rate, taxName: taxNameOf(country, subdivision, rate) };
}
