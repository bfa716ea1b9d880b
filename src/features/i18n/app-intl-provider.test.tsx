import { render, screen } from "@testing-library/react";
import { defineMessages, useIntl, type NoMessageValues } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import { compileMessages } from "@/server/i18n/compile-messages";
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
});
