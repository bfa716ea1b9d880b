import { useRouter } from "next/router";
import { useIntl } from "react-intl";
import { LANGUAGE_OPTIONS, localizePath, type LanguageOption } from "@/features/i18n";
import { Select } from "@/ui";
import { layoutMessages } from "./messages";

interface LanguageSelectProps {
  options?: readonly LanguageOption[];
}

/**
 * The footer's language picker. The choice is remembered at once in the `locale` cookie and the
 * page reloads at the new language's address, keeping the query and hash (spec 2.4).
 */
export function LanguageSelect({ options = LANGUAGE_OPTIONS }: LanguageSelectProps) {
  const intl = useIntl();
  const { locale, asPath } = useRouter();
  if (options.length === 0) return null;

  function choose(next: string) {
    // Remembering the choice and the allow-list check of the address load with the choice: most
    // page views never switch language. Should they fail to load, the language's home page is
    // safe, and its prefixed address names the language without the cookie.
    import("./language-address")
      .then(({ languageAddress, rememberLanguage }) => {
        rememberLanguage(next);
        window.location.assign(languageAddress(asPath, next, window.location.origin));
      })
      .catch(() => window.location.assign(localizePath("/", next)));
  }

  return (
    <Select
      label={intl.formatMessage(layoutMessages.language)}
      hideLabel
      data-testid="language-select"
      value={locale}
      onChange={(event) => choose(event.target.value)}
      options={options.map((option) => ({ value: option.urlCode, label: option.title }))}
    />
  );
}
