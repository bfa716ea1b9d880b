import { render, screen } from "@testing-library/react";
import { defineMessages, FormattedDate, FormattedNumber, useIntl, type NoMessageValues } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compileMessages } from "@/server/i18n/compile-messages";
import { ARABIC_INDIC_DIGIT, stubArabicIndicDefaultDigits } from "@/test/arabic-indic-icu";
import { AppIntlProvider, intlFor } from "./app-intl-provider";

const messages = defineMessages<{ greeting: { name: string }; plain: NoMessageValues }>(
  {
    greeting: { id: "test.greeting", defaultMessage: "Hello {name}", description: "test" },
    plain: { id: "test.plain", defaultMessage: "Plain text", description: "test" },
  },
  { typed: true },
);

function Greeting() {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage(messages.greeting, { name: "Ann" })} / {intl.formatMessage(messages.plain)}
    </p>
  );
}

describe("AppIntlProvider", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the locale's translation when there is one", () => {
    render(
      <AppIntlProvider locale="de" messages={compileMessages({ "test.greeting": "Hallo {name}", "test.plain": "Text" })}>
        <Greeting />
      </AppIntlProvider>,
    );
    expect(screen.getByText("Hallo Ann / Text")).toBeInTheDocument();
  });

  it("falls back to the default message when a translation is missing, without a console error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <AppIntlProvider locale="de" messages={{}}>
        <Greeting />
      </AppIntlProvider>,
    );
    expect(screen.getByText("Hello Ann / Plain text")).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("falls back to the default message when a translation cannot be formatted", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(
      <AppIntlProvider locale="fr" messages={compileMessages({ "test.greeting": "Bonjour {nom}", "test.plain": "Texte" })}>
        <Greeting />
      </AppIntlProvider>,
    );
    expect(screen.getByText("Hello Ann / Texte")).toBeInTheDocument();
    warn.mockRestore();
  });

  it("falls back to the id when there is no message at all", () => {
    function Unknown() {
      return <p>{useIntl().formatMessage({ id: "test.unknown" })}</p>;
    }
    render(
      <AppIntlProvider locale="ja" messages={{}}>
        <Unknown />
      </AppIntlProvider>,
    );
    expect(screen.getByText("test.unknown")).toBeInTheDocument();
  });

  it("formats each catalogue message with one formatter for the life of the catalogue, values still applied per call", () => {
    const catalogue = compileMessages({ "test.greeting": "Hallo {name}", "test.plain": "Text" });
    const intl = intlFor("de", catalogue);
    expect(intl.formatMessage(messages.greeting, { name: "Ann" })).toBe("Hallo Ann");
    expect(intl.formatMessage(messages.greeting, { name: "Bo" })).toBe("Hallo Bo");
    const first = intl.formatters.getMessageFormat(catalogue["test.greeting"]!, "de");
    expect(intl.formatters.getMessageFormat(catalogue["test.greeting"]!, "de")).toBe(first);
    expect(intlFor("de", catalogue)).toBe(intl);
  });

  it("writes Arabic numbers, dates and plurals with Latin digits where the engine's default is Arabic-Indic (WebKit)", () => {
    // No Arabic formatter is built before this test in this file: react-intl's cache would keep it.
    stubArabicIndicDefaultDigits();
    expect(new Intl.NumberFormat("ar").format(62)).toMatch(ARABIC_INDIC_DIGIT);
    const catalogue = compileMessages({
      "test.save": "وفّر {percentage, number}%",
      "test.days": "{days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}",
    });
    function Figures() {
      const intl = useIntl();
      return (
        <p>
          <span data-testid="locale">{intl.locale}</span>
          <span data-testid="save">{intl.formatMessage({ id: "test.save" }, { percentage: 62 })}</span>
          <span data-testid="days">{intl.formatMessage({ id: "test.days" }, { days: 30 })}</span>
          <span data-testid="number">
            <FormattedNumber value={59.88} />
          </span>
          <span data-testid="date">
            <FormattedDate value={Date.UTC(2025, 0, 30)} year="numeric" month="long" day="numeric" timeZone="UTC" />
          </span>
        </p>
      );
    }
    render(
      <AppIntlProvider locale="ar" messages={catalogue}>
        <Figures />
      </AppIntlProvider>,
    );
    // The page's language stays "ar" for everything that is not formatting (addresses, the API).
    expect(screen.getByTestId("locale")).toHaveTextContent(/^ar$/);
    expect(screen.getByTestId("save")).toHaveTextContent("وفّر 62%");
    expect(screen.getByTestId("days")).toHaveTextContent("30 يومًا");
    expect(screen.getByTestId("number")).toHaveTextContent("59.88");
    expect(screen.getByTestId("date")).toHaveTextContent(/^30 يناير 2025$/);
    for (const id of ["save", "days", "number", "date"]) expect(screen.getByTestId(id).textContent).not.toMatch(ARABIC_INDIC_DIGIT);
  });
});
