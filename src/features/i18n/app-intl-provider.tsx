import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { DEFAULT_LOCALE } from "@/lib/locale";

export type Messages = Record<string, string>;

interface AppIntlProviderProps {
  locale: string;
  messages: Messages;
  children: ReactNode;
}

/**
 * A missing translation, a message that fails to format or missing locale data falls back to
 * the message's default text (or its id) instead of failing the page (spec section 8). Those
 * are expected while a catalogue is catching up, so they are not console errors.
 */
function onIntlError(error: { code?: string; message: string }) {
  if (error.code === "MISSING_TRANSLATION" || error.code === "MISSING_DATA") return;
  if (process.env.NODE_ENV !== "production") console.warn(`[intl] ${error.message}`);
}

export function AppIntlProvider({ locale, messages, children }: AppIntlProviderProps) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
