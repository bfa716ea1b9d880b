import { COUNTRIES_REQUIRING_POSTAL_CODE, DEFAULT_STATES, type AddressLayout } from "@/contracts/enums";
import { COUNTRIES_WITH_POSTAL_CODE_FIELD, isValidPostalCode } from "@/contracts/postal-codes";
import { subdivisionsOf } from "@/contracts/subdivisions";

export interface TaxAddress {
  country: string;
  /** ISO 3166-2 ("US-CA"), only where the country needs a state. */
  state?: string;
  /** The postal code, only where the address has a field for it (US, required; Canada, optional). */
  zip?: string;
}

/** default, state or state_with_postal (spec section 3): AE, CA and US need a state, the US a postal code too. */
export function addressLayoutOf(country: string): AddressLayout {
  if (!subdivisionsOf(country)) return "default";
  return (COUNTRIES_REQUIRING_POSTAL_CODE as readonly string[]).includes(country) ? "state_with_postal" : "state";
}

/**
 * Whether the address has a postal code field: where the tax needs it (the US), and where it names
 * the province a shopper would otherwise pick from a list (Canada), without being required there.
 */
export function hasPostalCodeField(country: string): boolean {
  return (COUNTRIES_WITH_POSTAL_CODE_FIELD as readonly string[]).includes(country);
}

/**
 * An address made whole for its country: the state where one is known or the country has a
 * default (the US and Canada have none: their tax depends on it), no stray fields.
 */
export function normalizeTaxAddress({ country, state, zip }: TaxAddress): TaxAddress {
  const subdivisions = subdivisionsOf(country);
  if (!subdivisions) return zip ? { country, zip } : { country };
  const validState = state && subdivisions.includes(state) ? state : DEFAULT_STATES[country as keyof typeof DEFAULT_STATES];
  const address: TaxAddress = validState ? { country, state: validState } : { country };
  return hasPostalCodeField(country) && zip ? { ...address, zip } : address;
}

/** Whether the address says enough to look its tax up: a state wherever the country has them. */
export function hasTaxState(address: TaxAddress): boolean {
  return !subdivisionsOf(address.country) || Boolean(address.state);
}

/** Whether a postal code is complete by its country's rules, so worth asking the tax service about. */
export function isCompleteZip(country: string, zip: string | undefined): boolean {
  return zip ? isValidPostalCode(country, zip) : false;
}

/**
 * Whether the shopper can pay with this address: its state, a complete postal code where the
 * country requires one, and no malformed one where it is optional (a typed code must be right).
 */
export function isCompleteTaxAddress(address: TaxAddress): boolean {
  if (!hasTaxState(address)) return false;
  if (addressLayoutOf(address.country) === "state_with_postal") return isCompleteZip(address.country, address.zip);
  const zip = address.zip?.trim();
  return !zip || !hasPostalCodeField(address.country) || isCompleteZip(address.country, zip);
}

/** How many fields the address form shows for a country: the country, its postal code where it has one, its state where it has them. */
export function addressFieldCount(country: string): number {
  return 1 + (hasPostalCodeField(country) ? 1 : 0) + (subdivisionsOf(country) ? 1 : 0);
}
