import { memo, startTransition, useEffect, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { subdivisionOfPostalCode } from "@/contracts/postal-code-subdivisions";
import { subdivisionsOf } from "@/contracts/subdivisions";
import { Fieldset, Input, media, Select, TextLegend, type SelectOption } from "@/ui";
import { collatorFor } from "./collator-for";
import { countryName } from "./country-name";
import { taxMessages } from "./messages";
import { subdivisionMessages } from "./subdivision-messages";
import { addressLayoutOf, hasPostalCodeField, isCompleteTaxAddress, isCompleteZip, type TaxAddress } from "./tax-address";

const AddressFieldset = styled(Fieldset)`
  ${media.md`grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));`}
`;

/**
 * Country options: every country, named and sorted by the browser once per language (in short
 * tasks, `countryNamesInTurn`, usually done ahead by the payment section's loading), and until
 * then the chosen country alone, named on its own, so the select shows it from the first frame.
 */
function useCountryOptions(chosen: string) {
  const { locale } = useIntl();
  const [allNames, setAllNames] = useState<{ locale: string; names: Readonly<Record<string, string>> } | null>(null);
  useEffect(() => {
    let current = true;
    void import("./country-names")
      .then((module) => module.countryNamesInTurn(locale))
      .then((names) => {
        // 250 options: rendered in a transition, in slices, so no tap waits for them.
        if (current) startTransition(() => setAllNames({ locale, names }));
      });
    return () => {
      current = false;
    };
  }, [locale]);
  return useMemo(() => {
    const names = allNames?.locale === locale ? allNames.names : chosen ? { [chosen]: countryName(locale, chosen) } : {};
    return Object.entries(names).map(([value, label]) => ({ value, label }));
  }, [allNames, locale, chosen]);
}

/**
 * The country's states or provinces, named in the page's language and in its alphabetical
 * order; null where the country has none to choose. Named and sorted once per language and
 * country, not on every render (each key typed in the postal code renders the form).
 */
function useSubdivisionOptions(country: string): SelectOption[] | null {
  const intl = useIntl();
  // Keyed by the country itself: subdivisionsOf makes a new array on every call.
  return useMemo(() => {
    const subdivisions = subdivisionsOf(country);
    const name = subdivisionMessages[country as keyof typeof subdivisionMessages];
    if (!subdivisions || !name) return null;
    const collator = collatorFor(intl.locale);
    return subdivisions
      .map((value) => ({ value, label: intl.formatMessage(name, { code: value.slice(3) }) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [intl, country]);
}

/** The region select's name: the United Arab Emirates have emirates, the US and Canada states and provinces. */
function regionLabel(country: string) {
  return country === "AE" ? taxMessages.emirate : taxMessages.state;
}

/** How many letters and digits a whole postal code has, so a longer one can be called wrong while typed. */
const POSTAL_CODE_LENGTH: Readonly<Record<string, number>> = { US: 5, CA: 6 };

/** What a postal code field keeps of what is typed: a ZIP's digits and dash, a Canadian code's letters and digits. */
function postalCodeOf(country: string, typed: string): string {
  return country === "US"
    ? typed.replace(/[^\d-]/g, "").slice(0, 10)
    : typed
        .toUpperCase()
        .replace(/[^A-Z\d ]/g, "")
        .slice(0, 7);
}

/**
 * "empty" or "invalid" once there is something to say about the postal code; null otherwise. A
 * missing one is an error only where it is required, and only after Pay: tabbing past the field
 * says nothing.
 */
function postalCodeError(address: TaxAddress, submitted: boolean): "empty" | "invalid" | null {
  const zip = address.zip?.trim() ?? "";
  if (zip === "") return submitted && addressLayoutOf(address.country) === "state_with_postal" ? "empty" : null;
  if (isCompleteZip(address.country, zip)) return null;
  return submitted || zip.replace(/[\s-]/g, "").length >= (POSTAL_CODE_LENGTH[address.country] ?? 5) ? "invalid" : null;
}

/**
 * Whether the page, which keeps the address, would do anything different with `next` than with
 * `current`: the taxes and the methods follow only a complete postal code, and Pay only whether
 * the address is complete. The keys of a code being typed change neither until the last one.
 */
function changesThePage(current: TaxAddress, next: TaxAddress): boolean {
  return (
    next.country !== current.country ||
    next.state !== current.state ||
    isCompleteZip(next.country, next.zip) ||
    isCompleteZip(current.country, current.zip) ||
    isCompleteTaxAddress(next) !== isCompleteTaxAddress(current)
  );
}

export interface TaxAddressFormProps {
  address: TaxAddress;
  onChange: (address: TaxAddress) => void;
  /** A postal code being typed that changes nothing on the page yet (changesThePage): kept for a reload. */
  onDraft?: (address: TaxAddress) => void;
  /** After a payment attempt, a missing postal code is an error too, not only a malformed one. */
  showErrors?: boolean;
}

/**
 * Country, postal code and state in the layout the country needs (spec section 3). The postal
 * code comes before the state: a complete one sets the state (US) or province (Canada) it lies
 * in, which stays a select the shopper can correct. While a required postal code is missing, Pay
 * asks for it, not for the state it will bring. Drawn inside the payment form, it renders again only
 * when its own props change, not at every key typed in the card fields (250 countries).
 */
export const TaxAddressForm = memo(function TaxAddressForm({ address, onChange, onDraft, showErrors = false }: TaxAddressFormProps) {
  const intl = useIntl();
  const countries = useCountryOptions(address.country);
  const layout = addressLayoutOf(address.country);
  const subdivisions = useSubdivisionOptions(address.country);
  // A postal code being typed stays here until the page has a use for it (changesThePage), or the
  // field is left: each key would otherwise render the whole page again, and keys typed quickly
  // would queue behind those renders.
  const [draft, setDraft] = useState<{ over: TaxAddress; zip: string } | null>(null);
  const zip = draft?.over === address ? draft.zip : (address.zip ?? "");
  const zipError = postalCodeError({ ...address, zip }, showErrors);
  const postalRequired = layout === "state_with_postal";
  const stateWaitsForZip = postalRequired && !isCompleteZip(address.country, zip);

  const changePostalCode = (typed: string) => {
    const code = postalCodeOf(address.country, typed);
    // Only a change of the code sets the state: one the shopper corrected by hand stays.
    const state = code !== zip ? subdivisionOfPostalCode(address.country, code) : undefined;
    const next = { ...address, zip: code, ...(state ? { state } : {}) };
    if (changesThePage(address, next)) {
      setDraft(null);
      onChange(next);
    } else {
      setDraft({ over: address, zip: code });
      onDraft?.(next);
    }
  };
  // Left, the field hands the page what it holds, which keeps it for a reload.
  const keepDraft = () => {
    if (draft?.over === address && draft.zip !== (address.zip ?? "")) onChange({ ...address, zip: draft.zip });
  };

  return (
    <AddressFieldset data-section="taxes">
      <TextLegend>{intl.formatMessage(taxMessages.legend)}</TextLegend>
      <Select
        label={intl.formatMessage(taxMessages.country)}
        value={address.country}
        onChange={(event) => onChange({ country: event.target.value })}
        options={countries}
        autoComplete="country"
        aria-required
        data-testid="country-select"
      />
      {hasPostalCodeField(address.country) ? (
        <Input
          label={intl.formatMessage(postalRequired ? taxMessages.zip : taxMessages.postalCode)}
          value={zip}
          onChange={(event) => changePostalCode(event.target.value)}
          onBlur={keepDraft}
          inputMode={address.country === "US" ? "numeric" : "text"}
          autoComplete="postal-code"
          aria-required={postalRequired || undefined}
          error={zipError ? intl.formatMessage(zipError === "empty" ? taxMessages.zipEmpty : taxMessages.zipInvalid) : undefined}
          data-testid="zip-code-input"
        />
      ) : null}
      {layout !== "default" && subdivisions ? (
        <Select
          label={intl.formatMessage(regionLabel(address.country))}
          value={address.state ?? ""}
          onChange={(event) => onChange({ ...address, state: event.target.value || undefined })}
          options={address.state ? subdivisions : [{ value: "", label: intl.formatMessage(taxMessages.stateChoose) }, ...subdivisions]}
          autoComplete="address-level1"
          aria-required
          error={showErrors && !address.state && !stateWaitsForZip ? intl.formatMessage(taxMessages.stateEmpty) : undefined}
          data-testid="state-select"
        />
      ) : null}
    </AddressFieldset>
  );
});
