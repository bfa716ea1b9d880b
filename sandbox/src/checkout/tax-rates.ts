/** Percent rates the sandbox charges (CONTRACTS section 3). Countries outside these tables: 0 %. */

/** US state sales tax, state level only (no local taxes). Five states have none (AK, DE, MT, NH, OR). */
export const US_STATE_RATES: Readonly<Record<string, number>> = {
  AL: 4, AK: 0, AZ: 5.6, AR: 6.5, CA: 7.25, CO: 2.9, CT: 6.35, DE: 0, DC: 6, FL: 6, GA: 4, HI: 4,
  ID: 6, IL: 6.25, IN: 7, IA: 6, KS: 6.5, KY: 6, LA: 4.45, ME: 5.5, MD: 6, MA: 6.25, MI: 6,
  MN: 6.875, MS: 7, MO: 4.225, MT: 0, NE: 5.5, NV: 6.85, NH: 0, NJ: 6.625, NM: 4.875, NY: 4,
  NC: 4.75, ND: 5, OH: 5.75, OK: 4.5, OR: 0, PA: 6, RI: 7, SC: 6, SD: 4.2, TN: 7, TX: 6.25,
  UT: 6.1, VT: 6, VA: 5.3, WA: 6.5, WV: 6, WI: 5, WY: 4,
};

/** Canadian GST, or HST where the province harmonises it with its own sales tax. */
export const CA_PROVINCE_RATES: Readonly<Record<string, number>> = {
  AB: 5, BC: 5, MB: 5, NB: 15, NL: 15, NS: 14, NT: 5, NU: 5, ON: 13, PE: 15, QC: 5, SK: 5, YT: 5,
};
export const CA_HST_PROVINCES: ReadonlySet<string> = new Set(["NB", "NL", "NS", "ON", "PE"]);

/** The seven emirates; VAT is the same in all of them. */
export const AE_EMIRATE_RATES: Readonly<Record<string, number>> = { AZ: 5, AJ: 5, DU: 5, FU: 5, RK: 5, SH: 5, UQ: 5 };

/** Standard VAT of the EU member states, the UK, Norway and Switzerland, and GST/consumption tax elsewhere. */
export const COUNTRY_RATES: Readonly<Record<string, number>> = {
  AT: 20, BE: 21, BG: 20, HR: 25, CY: 19, CZ: 21, DK: 25, EE: 24, FI: 25.5, FR: 20, DE: 19, GR: 24,
  HU: 27, IE: 23, IT: 22, LV: 21, LT: 21, LU: 17, MT: 18, NL: 21, PL: 23, PT: 23, RO: 21, SK: 23,
  SI: 22, ES: 21, SE: 25,
  GB: 20, NO: 25, CH: 8.1,
  AU: 10, JP: 10, KR: 10,
};
