import { COUNTRIES_REQUIRING_POSTAL_CODE, DEFAULT_STATES, type AddressLayout } from "@/contracts/enums";
import { isValidPostalCode } from "@/contracts/postal-codes";
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

/**
 * An address made whole for its country: the state where one is known or the country has a
 * default (the US and Canada have none: their tax depends on it), no stray fields.
 */
export function normalizeTaxAddress({ country, state, zip }: TaxAddress): TaxAddress {
  const subdivisions = subdivisionsOf(country);
  if (!subdivisions) return zip ? { country, zip } : { country };
  const validState = state && subdivisions.includes(state) ? state : DEFAULT_STATES[country as keyof typeof DEFAULT_STATES];
  const layout = addressLayoutOf(country);
  const address: TaxAddress = validState ? { country, state: validState } : { country };
  return layout === "state_with_postal" && zip ? { ...address, zip } : address;
}

/** Whether the address says enough to look its tax up: a state wherever the country has them. */
export function hasTaxState(address: TaxAddress): boolean {
  return !subdivisionsOf(address.country) || Boolean(address.state);
}

/** Whether a postal code is complete by its country's rules, so worth asking the tax service about. */
export function isCompleteZip(country: string, zip: string | undefined): boolean {
  return zip ? isValidPostalCode(country, zip) : false;
}
