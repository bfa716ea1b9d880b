import { useMemo } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { COUNTRY_CODES } from "@/contracts/countries";
import { subdivisionsOf } from "@/contracts/subdivisions";
import { Input, Select, media, space, useHydrated, theme } from "@/ui";
import { taxMessages } from "./messages";
import { addressLayoutOf, isCompleteZip, type TaxAddress } from "./tax-address";

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  ${media.md`grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));`}
`;

const Legend = styled.legend`
  margin-block-end: ${space(2)};
  font-weight: ${theme.font.weight.bold};
`;

/** Country options in the order the server sorted them for the page's language (see countryNames). */
function useCountryOptions(names: Readonly<Record<string, string>>) {
  return useMemo(() => {
    const codes = Object.keys(names).length > 0 ? Object.keys(names) : COUNTRY_CODES;
    return codes.map((code) => ({ value: code, label: names[code] ?? code }));
  }, [names]);
}

/** "empty" or "invalid" once there is something to say about the postal code; null otherwise. */
function postalCodeError(address: TaxAddress, submitted: boolean): "empty" | "invalid" | null {
  const zip = address.zip?.trim() ?? "";
  if (zip === "") return submitted ? "empty" : null;
  if (isCompleteZip(address.country, zip)) return null;
  return submitted || zip.length >= 5 ? "invalid" : null;
}

interface TaxAddressFormProps {
  address: TaxAddress;
  onChange: (address: TaxAddress) => void;
  /** Country names from the page props: one ICU for server and browser, so hydration matches. */
  countryNames: Readonly<Record<string, string>>;
  /** After a payment attempt, a missing postal code is an error too, not only a malformed one. */
  showErrors?: boolean;
}

/** Country, state and postal code in the layout the country needs (spec section 3). */
export function TaxAddressForm({ address, onChange, countryNames, showErrors = false }: TaxAddressFormProps) {
  const intl = useIntl();
  const allCountries = useCountryOptions(countryNames);
  // The server renders only the chosen country: 250 options were half the page's elements and
  // nobody opens the list before the page is interactive. The browser adds them after hydration.
  const hydrated = useHydrated();
  const countries = hydrated ? allCountries : allCountries.filter((option) => option.value === address.country);
  const layout = addressLayoutOf(address.country);
  const subdivisions = subdivisionsOf(address.country);
  const zipError = postalCodeError(address, showErrors);

  return (
    <Fieldset>
      <Legend>{intl.formatMessage(taxMessages.legend)}</Legend>
      <Select
        label={intl.formatMessage(taxMessages.country)}
        value={address.country}
        onChange={(event) => onChange({ country: event.target.value })}
        options={countries}
        autoComplete="country"
        data-testid="country-select"
      />
      {layout !== "default" && subdivisions ? (
        <Select
          label={intl.formatMessage(taxMessages.state)}
          value={address.state ?? ""}
          onChange={(event) => onChange({ ...address, state: event.target.value })}
          options={Object.entries(subdivisions).map(([value, label]) => ({ value, label }))}
          autoComplete="address-level1"
          data-testid="state-select"
        />
      ) : null}
      {layout === "state_with_postal" ? (
        <Input
          label={intl.formatMessage(taxMessages.zip)}
          value={address.zip ?? ""}
          onChange={(event) => onChange({ ...address, zip: event.target.value.replace(/[^\d-]/g, "").slice(0, 10) })}
          inputMode="numeric"
          autoComplete="postal-code"
          error={zipError ? intl.formatMessage(zipError === "empty" ? taxMessages.zipEmpty : taxMessages.zipInvalid) : undefined}
          data-testid="zip-code-input"
        />
      ) : null}
    </Fieldset>
  );
}
