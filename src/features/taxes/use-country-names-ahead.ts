import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useHydrated } from "@/ui";

/**
 * Names and sorts the countries in the page's language right after hydration, in short tasks, so
 * the billing address (drawn later, with the payment section) lists them at once. Naming them
 * only once the section had drawn made the page's blocking time worse (docs/performance.md).
 */
export function useCountryNamesAhead() {
  const { locale } = useIntl();
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) void import("./country-names").then((module) => module.countryNamesInTurn(locale));
  }, [hydrated, locale]);
}
