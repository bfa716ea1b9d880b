export { TaxAddressForm } from "./tax-address-form";
export { useTaxAddress } from "./use-tax-address";
export { useTaxes, type TaxesState } from "./use-taxes";
export type { TaxFigures } from "./tax-figures";
export { addressLayoutOf, normalizeTaxAddress, isCompleteZip, type TaxAddress } from "./tax-address";
export { countryNames } from "./country-names";
