/**
 * The states, provinces and emirates a tax address chooses from in the countries that need one
 * (spec section 3: AE, CA, US), as the ISO 3166-2 codes after the country's ("CA" of US-CA). Their
 * names are in the message catalogues (`taxes.subdivision.<country>`), in every language.
 */
const CODES: Readonly<Record<"AE" | "CA" | "US", string>> = {
  AE: "AZ AJ DU FU RK SH UQ",
  CA: "AB BC MB NB NL NS NT NU ON PE QC SK YT",
  US:
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND " +
    "OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY",
};

/** The full ISO 3166-2 codes of the country's subdivisions ("US-CA"), or undefined where it has none to choose. */
export function subdivisionsOf(country: string): readonly string[] | undefined {
  const codes = CODES[country as keyof typeof CODES];
  return codes?.split(" ").map((code) => `${country}-${code}`);
}
