import { useCallback, useMemo, useSyncExternalStore } from "react";
import { hasPostalCodeField, normalizeTaxAddress, type TaxAddress } from "./tax-address";

const STORAGE_KEY = "checkout:tax-address";
const listeners = new Set<() => void>();
// Where the address lives when session storage is off or full.
let memoryValue: string | null = null;

function read(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? memoryValue;
  } catch {
    return memoryValue;
  }
}

function write(value: string, notify: boolean) {
  memoryValue = value;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // The in-memory copy still serves this page.
  }
  if (notify) for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function parse(raw: string | null): TaxAddress | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? "null");
    if (!parsed || typeof parsed !== "object") return null;
    const { country, state, zip } = parsed as Record<string, unknown>;
    if (typeof country !== "string" || !/^[A-Z]{2}$/.test(country)) return null;
    const address = normalizeTaxAddress({ country, state: typeof state === "string" ? state : undefined });
    return typeof zip === "string" && hasPostalCodeField(country) ? { ...address, zip: zip.slice(0, 16) } : address;
  } catch {
    return null;
  }
}

/**
 * The shopper's tax address: the geo country (and the CDN's region, when configured) until the
 * shopper chooses another in this tab, kept in session storage so a reload loses nothing. It stays
 * out of the address bar: a postal code is personal data, and URLs end up in logs and analytics.
 */
export interface TaxAddressStore {
  address: TaxAddress;
  /** The address changes: the page renders with it. */
  setAddress: (next: TaxAddress) => void;
  /**
   * Keeps, for a reload, what the page has no use for yet (a postal code half typed), without
   * rendering it again; the page reads it at its next render.
   */
  keepAddress: (next: TaxAddress) => void;
}

export function useTaxAddress(geo: { countryCode: string; stateCode?: string }): TaxAddressStore {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  const { countryCode, stateCode } = geo;
  const address = useMemo(
    () => parse(raw) ?? normalizeTaxAddress({ country: countryCode, state: stateCode }),
    [raw, countryCode, stateCode],
  );
  const setAddress = useCallback((next: TaxAddress) => write(serialize(next), true), []);
  const keepAddress = useCallback((next: TaxAddress) => write(serialize(next), false), []);
  return { address, setAddress, keepAddress };
}

function serialize(next: TaxAddress): string {
  const normalized = normalizeTaxAddress(next);
  // A postal code being typed is kept even before it is complete.
  const keepsZip = next.zip !== undefined && hasPostalCodeField(normalized.country);
  return JSON.stringify(keepsZip ? { ...normalized, zip: next.zip } : normalized);
}
