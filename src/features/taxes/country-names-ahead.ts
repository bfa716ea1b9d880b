/**
 * Names and sorts the countries in `locale` in short tasks, as the payment section's code loads,
 * so its billing address lists them at once when it draws. Naming them only once the section had
 * drawn made that moment's blocking time worse (docs/performance.md). A chunk that fails to load
 * here costs nothing: the address form loads and names them itself when it draws.
 */
export function countryNamesAhead(locale: string): Promise<unknown> {
  return import("./country-names").then(
    (module) => module.countryNamesInTurn(locale),
    () => undefined,
  );
}
