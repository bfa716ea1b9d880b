import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { useMemo, type ReactNode } from "react";
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from "react-intl";
import { DEFAULT_LOCALE, formattingLocale } from "@/lib/locale";

/**
 * A catalogue compiled to the ASTs react-intl formats without parsing (the server compiles it
 * once per process, src/server/i18n). The browser build has no ICU parser, so a plain string
 * there could not be formatted.
 */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

interface AppIntlProviderProps {
  locale: string;
  messages: CompiledMessages;
  children: ReactNode;
}

/**
 * A missing translation, a message that fails to format or missing locale data falls back to
 * the message's default text (or its id) instead of failing the page (spec section 8). Those
 * are expected while a catalogue is catching up, so they are not console errors.
 */
function onIntlError(error: { code?: string; message: string }) {
  if (error.code === "MISSING_TRANSLATION" || error.code === "MISSING_DATA") return;
  // A missing translation in development: the developer's console.
  // eslint-disable-next-line no-console
  if (process.env.NODE_ENV !== "production") console.warn(`[intl] ${error.message}`);
}

/**
 * Message formatters and Intl formatters depend only on the locale and the message, so one
 * cache serves every render in the process (IntlProvider would make a fresh cache per render).
 */
const sharedCache = createIntlCache();
/** The server passes the same catalogue object to every render of a locale (loadMessages). */
const intlByMessages = new WeakMap<CompiledMessages, Map<string, IntlShape>>();

type FormatterMaker = (locales?: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/**
 * react-intl keeps the Intl formatters a message needs (its numbers, plurals and dates) under a key
 * it builds by JSON-serialising the locale and the options on every call: a few percent of a
 * server render, most of it for options that are the same object every time (a compiled
 * message's own formats) or a plural's `{ type }`. Those are kept here by the options' identity
 * or their type; anything else takes react-intl's own way.
 */
function keepFormatters(make: FormatterMaker): FormatterMaker {
  const byLocales = new Map<unknown, { plain?: unknown; byOptions: WeakMap<object, unknown>; byType: Map<unknown, unknown> }>();
  return (locales, options, ...rest) => {
    if (rest.length > 0 || (typeof locales !== "string" && locales !== undefined)) return make(locales, options, ...rest);
    let kept = byLocales.get(locales);
    if (!kept) byLocales.set(locales, (kept = { byOptions: new WeakMap(), byType: new Map() }));
    if (options === undefined) return (kept.plain ??= make(locales, options));
    if (typeof options !== "object" || options === null) return make(locales, options);
    const keys = Object.keys(options);
    if (keys.length === 1 && keys[0] === "type") {
      // A plural's options, made anew for each call: `{ type: "cardinal" | "ordinal" }`.
      const type = (options as { type: unknown }).type;
      let formatter = kept.byType.get(type);
      if (formatter === undefined) kept.byType.set(type, (formatter = make(locales, options)));
      return formatter;
    }
    let formatter = kept.byOptions.get(options);
    if (formatter === undefined) kept.byOptions.set(options, (formatter = make(locales, options)));
    return formatter;
  };
}

/**
 * react-intl memoizes a message's formatter under a key it builds by JSON-serialising the
 * message (here a whole AST), the locale and the formats on every call: a few percent of a
 * server render and of hydration. Within one intl object those are fixed, and a catalogue's
 * ASTs are the same objects for the life of the process (or page), so the formatter is kept by
 * the AST's identity instead. Plain-string messages (default texts) take react-intl's own path.
 * The Intl formatters messages use are kept the same way on the server (keepFormatters).
 */
function memoizeByMessageIdentity(intl: IntlShape): IntlShape {
  const formatters = intl.formatters as unknown as Record<
    "getMessageFormat" | "getNumberFormat" | "getPluralRules" | "getDateTimeFormat",
    FormatterMaker
  >;
  const original = formatters.getMessageFormat;
  const byMessage = new WeakMap<object, unknown>();
  formatters.getMessageFormat = (message, ...rest) => {
    if (typeof message !== "object" || message === null) return original(message, ...rest);
    let format = byMessage.get(message);
    if (format === undefined) byMessage.set(message, (format = original(message, ...rest)));
    return format;
  };
  // On the server only: a browser formats its page's messages once, at hydration, where the
  // JSON keys cost less than this code's bytes on every page's first load.
  if (typeof window === "undefined") {
    formatters.getNumberFormat = keepFormatters(formatters.getNumberFormat);
    formatters.getPluralRules = keepFormatters(formatters.getPluralRules);
    formatters.getDateTimeFormat = keepFormatters(formatters.getDateTimeFormat);
  }
  return intl;
}

export function intlFor(locale: string, messages: CompiledMessages): IntlShape {
  let byLocale = intlByMessages.get(messages);
  if (!byLocale) intlByMessages.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    // react-intl formats numbers, dates and plurals with Latin digits in every language (see
    // formattingLocale); `locale` stays the page's language, which the app reads for its
    // addresses, links and the API's language.
    const formatting = createIntl(
      { locale: formattingLocale(locale), defaultLocale: formattingLocale(DEFAULT_LOCALE), messages, onError: onIntlError },
      sharedCache,
    );
    intl = memoizeByMessageIdentity({ ...formatting, locale });
    byLocale.set(locale, intl);
  }
  return intl;
}

export function AppIntlProvider({ locale, messages, children }: AppIntlProviderProps) {
  const intl = useMemo(() => intlFor(locale, messages), [locale, messages]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
