import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNTRY_CODES } from "@/contracts/countries";
import { appTestWrapper } from "@/test/render-with-app";
import { countryNames } from "./country-names";
import { TaxAddressForm } from "./tax-address-form";

afterEach(() => {
  vi.restoreAllMocks();
});

const form = (country: string) => (
  <TaxAddressForm address={{ country }} onChange={() => undefined} countryNames={countryNames("de")} />
);

describe("TaxAddressForm", () => {
  it("renders only the chosen country on the server, then every country after hydration without a mismatch", async () => {
    const Wrapper = appTestWrapper({ locale: "de" });
    const html = renderToString(<Wrapper>{form("DE")}</Wrapper>);
    expect(html.match(/<option/g)).toHaveLength(1);
    expect(html).toContain(">Deutschland</option>");

    const errors = vi.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    render(form("DE"), { container, hydrate: true, wrapper: Wrapper });
    const select = await screen.findByTestId("country-select");
    await vi.waitFor(() => expect(select.querySelectorAll("option")).toHaveLength(COUNTRY_CODES.length));
    expect((select as HTMLSelectElement).value).toBe("DE");
    expect(errors).not.toHaveBeenCalled();
  });

  it("lists the countries in the page language's alphabetical order", () => {
    const names = Object.values(countryNames("de"));
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    expect(countryNames("de")).toBe(countryNames("de"));
  });
});
