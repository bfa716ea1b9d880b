import type { FormValues, ValueField } from "./form-fields";

/** The date of birth's three fields (WebKit's `<input type=date>` took "01021990" as a month alone). */
export type DateOfBirthPart = "date_of_birth_day" | "date_of_birth_month" | "date_of_birth_year";

export const DATE_OF_BIRTH_PART_LENGTH: Readonly<Record<DateOfBirthPart, number>> = {
  date_of_birth_day: 2,
  date_of_birth_month: 2,
  date_of_birth_year: 4,
};

export const isDateOfBirthPart = (field: ValueField): field is DateOfBirthPart => field in DATE_OF_BIRTH_PART_LENGTH;

/**
 * The three fields as the one value validation and the API take, YYYY-MM-DD: empty while all
 * three are, a one-digit day or month with its zero ("1" is "01"). An incomplete date stays
 * malformed ("1990--01"), so validation calls it not valid.
 */
export function dateOfBirthValue(values: FormValues): string {
  const day = values.date_of_birth_day?.trim() ?? "";
  const month = values.date_of_birth_month?.trim() ?? "";
  const year = values.date_of_birth_year?.trim() ?? "";
  if (day === "" && month === "" && year === "") return "";
  const twoDigits = (part: string) => (part.length === 1 ? `0${part}` : part);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Languages that write a date year first (CLDR's short date: 2001-02-03, 2001/02/03, 2001. 02. 03.). */
const YEAR_FIRST: ReadonlySet<string> = new Set(["ja", "ko", "lt", "sv", "zh", "zh-tw"]);

/**
 * The fields in the order the page's language writes a date: year, month, day where it writes the
 * year first, else day, month, year, English included: only the US writes the month first, and the
 * date of birth is asked by Klarna in Europe and the UK and by Korean cards
 * (docs/decisions/0049-date-of-birth-as-three-fields.md).
 */
export function dateOfBirthOrder(locale: string): readonly DateOfBirthPart[] {
  return YEAR_FIRST.has(locale)
    ? ["date_of_birth_year", "date_of_birth_month", "date_of_birth_day"]
    : ["date_of_birth_day", "date_of_birth_month", "date_of_birth_year"];
}
