export { TaxAddressForm, type TaxAddressFormProps } from "./tax-address-form";
export { countryNamesAhead } from "./country-names-ahead";
export { useTaxAddress } from "./use-tax-address";
export { useTaxes, type TaxesState } from "./use-taxes";
export type { TaxFigures } from "./tax-figures";
export {
  addressFieldCount,
  addressLayoutOf,
  normalizeTaxAddress,
  isCompleteZip,
  isCompleteTaxAddress,
  hasPostalCodeField,
  hasTaxState,
  type TaxAddress,
} from "./tax-address";
export { countryName } from "./country-name";
export { countryNames } from "./country-names";
export { priceTaxDisplayOf } from "./price-tax-display";
export { priceTaxViewOf, shownAmount, type PriceTaxView } from "./price-tax-view";
export { PriceTaxProvider, usePriceTaxView } from "./price-tax-context";
