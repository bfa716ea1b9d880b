import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNTRY_CODES } from "@/contracts/countries";
import { appTestWrapper } from "@/test/render-with-app";
import arabic from "../../../locales/ar.json";
import { countryNames } from "./country-names";
import { TaxAddressForm } from "./tax-address-form";

afterEach(() => {
  vi.restoreAllMocks();
});

// What the page props carry: the server's name of the chosen country only.
const form = (country: string, state?: string) => (
  <TaxAddressForm address={{ country, state }} onChange={() => undefined} countryNames={{ [country]: countryNames("de")[country]! }} />
);

function hydrate(html: string, ui: React.ReactElement, Wrapper: React.ComponentType<{ children: React.ReactNode }>) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  render(ui, { container, hydrate: true, wrapper: Wrapper });
}

describe("TaxAddressForm", () => {
  it("renders only the chosen country on the server, then every country after hydration without a mismatch", async () => {
    const Wrapper = appTestWrapper({ locale: "de" });
    const html = renderToString(<Wrapper>{form("DE")}</Wrapper>);
    expect(html.match(/<option/g)).toHaveLength(1);
    expect(html).toContain(">Deutschland</option>");

    const errors = vi.spyOn(console, "error");
    hydrate(html, form("DE"), Wrapper);
    const select = await screen.findByTestId("country-select");
    // The country list loads on demand after hydration.
    await vi.waitFor(() => expect(select.querySelectorAll("option")).toHaveLength(COUNTRY_CODES.length), { timeout: 5_000 });
    expect((select as HTMLSelectElement).value).toBe("DE");
    expect(within(select).getByRole("option", { name: "Frankreich" })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders only the chosen US state on the server, then all 51 after hydration", async () => {
    const Wrapper = appTestWrapper({ locale: "en" });
    const html = renderToString(<Wrapper>{form("US", "US-NY")}</Wrapper>);
    expect(html.match(/<option/g)).toHaveLength(2);
    expect(html).toContain(">New York</option>");

    const errors = vi.spyOn(console, "error");
    hydrate(html, form("US", "US-NY"), Wrapper);
    const states = await screen.findByTestId("state-select");
    await vi.waitFor(() => expect(states.querySelectorAll("option")).toHaveLength(51));
    expect((states as HTMLSelectElement).value).toBe("US-NY");
    expect(errors).not.toHaveBeenCalled();
  });

  it("offers the states in the page language's alphabetical order, after a prompt while none is chosen", () => {
    const Wrapper = appTestWrapper({ locale: "en" });
    const { rerender } = render(form("US"), { wrapper: Wrapper });
    const labels = () =>
      [...screen.getByTestId("state-select").querySelectorAll("option")].map((option) => [option.value, option.textContent]);
    const before = labels();
    expect(before[0]?.[0]).toBe("");
    const names = before.slice(1).map(([, name]) => name!);
    expect(names).toHaveLength(51);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    // Typing a postal code renders the form again: the same list, not named and sorted again.
    const compare = vi.spyOn(Intl.Collator.prototype, "compare", "get");
    rerender(<TaxAddressForm address={{ country: "US", zip: "1" }} onChange={() => undefined} countryNames={{ US: "United States" }} />);
    expect(labels()).toEqual(before);
    expect(compare).not.toHaveBeenCalled();
  });

  it("lists the countries in the page language's alphabetical order", () => {
    const names = Object.values(countryNames("de"));
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    expect(countryNames("de")).toBe(countryNames("de"));
  });

  it("names the region field an emirate in the United Arab Emirates, a state or province in the US and Canada", () => {
    const { unmount } = render(form("AE", "AE-DU"), { wrapper: appTestWrapper({ locale: "en" }) });
    expect(screen.getByRole("combobox", { name: "Emirate" })).toBe(screen.getByTestId("state-select"));
    unmount();
    render(form("CA", "CA-QC"), { wrapper: appTestWrapper({ locale: "en" }) });
    expect(screen.getByRole("combobox", { name: "State or province" })).toBe(screen.getByTestId("state-select"));
  });

  it("names the emirate field in the page's language", () => {
    render(form("AE", "AE-DU"), { wrapper: appTestWrapper({ locale: "ar", messages: arabic }) });
    expect(screen.getByRole("combobox", { name: "الإمارة" })).toBe(screen.getByTestId("state-select"));
  });
});
