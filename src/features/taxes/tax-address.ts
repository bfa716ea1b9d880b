import { COUNTRIES_REQUIRING_POSTAL_CODE, DEFAULT_STATES, type AddressLayout } from "@/contracts/enums";
import { subdivisionsOf } from "@/contracts/subdivisions";

export interface TaxAddress {
  country: string;
  /** ISO 3166-2 ("US-CA"), only where the country needs a state. */
  state?: string;
  zip?: string;
}

/** default, state or state_with_postal (spec section 3): AE, CA and US need a state, the US a postal code too. */
export function addressLayoutOf(country: string): AddressLayout {
  if (!subdivisionsOf(country)) return "default";
  return (COUNTRIES_REQUIRING_POSTAL_CODE as readonly string[]).includes(country) ? "state_with_postal" : "state";
}

/** An address made whole for its country: the default state where one is needed, no stray fields. */
export function normalizeTaxAddress({ country, state, zip }: TaxAddress): TaxAddress {
  const subdivisions = subdivisionsOf(country);
  if (!subdivisions) return zip ? { country, zip } : { country };
  const validState = state && state in subdivisions ? state : DEFAULT_STATES[country as keyof typeof DEFAULT_STATES];
  const layout = addressLayoutOf(country);
  return layout === "state_with_postal" && zip ? { country, state: validState, zip } : { country, state: validState };
}

const US_ZIP = /^\d{5}(-\d{4})?$/;

/** Whether a postal code is worth asking the tax service about yet (a complete US ZIP). */
export function isCompleteZip(country: string, zip: string | undefined): boolean {
  if (!zip) return false;
  return country === "US" ? US_ZIP.test(zip) : zip.trim().length >= 3;
}
