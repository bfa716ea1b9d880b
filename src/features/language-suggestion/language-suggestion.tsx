import Cookies from "js-cookie";
import { useRouter } from "next/router";
import { useId, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { LanguageSuggestion as Suggestion } from "@/features/app-context";
import { AppIntlProvider, DEFAULT_LOCALE, LOCALE_COOKIE } from "@/features/i18n";
import { languageAddress } from "@/features/layout";
import { htmlLang } from "@/lib/locale";
import { Button, media, space, theme } from "@/ui";
import { languageSuggestionMessages as m } from "./messages";

const ONE_YEAR_DAYS = 365;

/**
 * Floats over the page's foot, so showing it after the page has loaded moves nothing; placed by
 * the page's direction, written in the suggested language's (Content).
 */
const Box = styled.aside`
  position: fixed;
  z-index: 20;
  inset-block-end: ${space(2)};
  inset-inline: ${space(2)};
  padding: ${space(3)};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  box-shadow: 0 4px 16px rgba(16, 24, 40, 0.18);
  font-size: ${theme.font.size.sm};
  ${media.md`
    inset-block-end: ${space(4)};
    inset-inline-start: auto;
    inset-inline-end: ${space(4)};
    max-inline-size: 360px;
  `}
`;

const Content = styled.div`
  display: grid;
  gap: ${space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

function remember(locale: string) {
  Cookies.set(LOCALE_COOKIE, locale, { expires: ONE_YEAR_DAYS, path: "/", sameSite: "lax", secure: window.location.protocol === "https:" });
}

function SuggestionBox({ suggestion, onDismiss }: { suggestion: Suggestion; onDismiss: () => void }) {
  const intl = useIntl();
  const { asPath } = useRouter();
  const promptId = useId();
  return (
    <Box aria-labelledby={promptId} data-testid="language-suggestion">
      <Content lang={htmlLang(suggestion.localeCode)} dir={suggestion.rtl ? "rtl" : "ltr"}>
        <p id={promptId}>{intl.formatMessage(m.prompt)}</p>
        <Actions>
          <Button
            data-testid="language-suggestion-switch"
            onClick={() => {
              remember(suggestion.localeCode);
              window.location.assign(languageAddress(asPath, suggestion.localeCode, window.location.origin));
            }}
          >
            {intl.formatMessage(m.switchLanguage)}
          </Button>
          <Button
            variant="secondary"
            data-testid="language-suggestion-dismiss"
            onClick={() => {
              // Staying in the page's language is a choice too: unprefixed addresses keep it, unasked.
              remember(DEFAULT_LOCALE);
              onDismiss();
            }}
          >
            {intl.formatMessage(m.dismiss)}
          </Button>
        </Actions>
      </Content>
    </Box>
  );
}

/**
 * A first visit on an unprefixed address whose browser prefers another supported language: a
 * small offer, in that language, to read the checkout in it. The address still opens in the
 * language it names; switching or dismissing is remembered in the `locale` cookie, so it is
 * asked once. Loaded on demand: only such visits need its code.
 */
export function LanguageSuggestion({ suggestion }: { suggestion: Suggestion }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <AppIntlProvider locale={suggestion.localeCode} messages={suggestion.messages}>
      <SuggestionBox suggestion={suggestion} onDismiss={() => setOpen(false)} />
    </AppIntlProvider>
  );
}
