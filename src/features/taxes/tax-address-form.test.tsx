import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNTRY_CODES } from "@/contracts/countries";
import { appTestWrapper } from "@/test/render-with-app";
import arabic from "../../../locales/ar.json";
import { countryNames } from "./country-names";
import type { TaxAddress } from "./tax-address";
import { TaxAddressForm } from "./tax-address-form";

afterEach(() => {
  vi.restoreAllMocks();
});

const form = (country: string, state?: string) => <TaxAddressForm address={{ country, state }} onChange={() => undefined} />;

function hydrate(html: string, ui: React.ReactElement, Wrapper: React.ComponentType<{ children: React.ReactNode }>) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  render(ui, { container, hydrate: true, wrapper: Wrapper });
}

describe("TaxAddressForm", () => {
  it("shows the chosen country at once, named in the page's language, then every country to choose from", async () => {
    // The form is drawn in the browser only (the payment section loads after hydration), so its
    // first frame names the chosen country itself, before the sorted list of 250 is in.
    render(form("DE"), { wrapper: appTestWrapper({ locale: "de" }) });
    const select = screen.getByTestId("country-select") as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(["Deutschland"]);
    expect(select.value).toBe("DE");
    await vi.waitFor(() => expect(select.querySelectorAll("option")).toHaveLength(COUNTRY_CODES.length), { timeout: 5_000 });
    expect(select.value).toBe("DE");
    expect(within(select).getByRole("option", { name: "Frankreich" })).toBeInTheDocument();
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
    rerender(<TaxAddressForm address={{ country: "US", zip: "1" }} onChange={() => undefined} />);
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

  describe("the postal code", () => {
    /** The form as the page holds it: the address it is given is what it last handed up. */
    function Held({ start, showErrors = false }: { start: TaxAddress; showErrors?: boolean }) {
      const [address, setAddress] = useState(start);
      return <TaxAddressForm address={address} onChange={setAddress} showErrors={showErrors} />;
    }
    const Wrapper = appTestWrapper({ locale: "en" });
    const zip = () => screen.getByTestId("zip-code-input");
    const state = () => screen.getByTestId("state-select");
    const type = (value: string) => fireEvent.change(zip(), { target: { value } });

    it("comes before the state in the US, and a complete ZIP code sets the state, which the shopper can still correct", () => {
      render(<Held start={{ country: "US" }} />, { wrapper: Wrapper });
      expect(zip().compareDocumentPosition(state()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(zip()).toHaveAccessibleName("ZIP code");
      type("1000");
      expect(state()).toHaveValue("");
      type("10001");
      expect(state()).toHaveValue("US-NY");
      // Corrected by hand: the state stays the shopper's until the ZIP code changes again.
      fireEvent.change(state(), { target: { value: "US-NJ" } });
      expect(state()).toHaveValue("US-NJ");
      expect(zip()).toHaveValue("10001");
      type("94105");
      expect(state()).toHaveValue("US-CA");
      type("94105-1234");
      expect(state()).toHaveValue("US-CA");
      // A ZIP code of no state of the list (San Juan, Puerto Rico) leaves the state as it was.
      type("00901");
      expect(state()).toHaveValue("US-CA");
    });

    it("is what Pay asks for first in the US: the state waits for it, and is asked for only when the ZIP code names none", () => {
      const { unmount } = render(<Held start={{ country: "US" }} showErrors />, { wrapper: Wrapper });
      expect(zip()).toHaveAttribute("aria-invalid", "true");
      expect(zip()).toHaveAccessibleDescription("Postal code cannot be empty");
      expect(state()).not.toHaveAttribute("aria-invalid");
      expect(screen.queryByText("Choose your state or province to calculate the tax")).toBeNull();
      unmount();

      render(<Held start={{ country: "US", zip: "00901" }} showErrors />, { wrapper: Wrapper });
      expect(zip()).not.toHaveAttribute("aria-invalid");
      expect(state()).toHaveAttribute("aria-invalid", "true");
      expect(state()).toHaveAccessibleDescription("Choose your state or province to calculate the tax");
    });

    it("says nothing about an empty ZIP code the shopper tabbed past, and every field the address needs says it is required", () => {
      render(<Held start={{ country: "US" }} />, { wrapper: Wrapper });
      fireEvent.focus(zip());
      fireEvent.blur(zip());
      expect(zip()).not.toHaveAttribute("aria-invalid");
      for (const field of [screen.getByTestId("country-select"), zip(), state()]) expect(field).toHaveAttribute("aria-required", "true");
      // Typed out whole and wrong, it is said at once.
      type("123456");
      expect(zip()).toHaveValue("123456");
      expect(zip()).toHaveAttribute("aria-invalid", "true");
    });

    it("sets a Canadian province from its first letter, and is not required there", () => {
      render(<Held start={{ country: "CA" }} showErrors />, { wrapper: Wrapper });
      expect(zip()).toHaveAccessibleName("Postal code");
      expect(zip()).not.toHaveAttribute("aria-required");
      expect(zip()).not.toHaveAttribute("aria-invalid");
      // Spec 3: Canada needs its province; without a postal code, Pay asks for that.
      expect(state()).toHaveAttribute("aria-invalid", "true");
      type("m5v 3l9");
      expect(zip()).toHaveValue("M5V 3L9");
      expect(state()).toHaveValue("CA-ON");
      expect(state()).not.toHaveAttribute("aria-invalid");
      type("X0A 0H0");
      expect(state()).toHaveValue("CA-NU");
      type("D5V 3L9");
      expect(zip()).toHaveAttribute("aria-invalid", "true");
      expect(state()).toHaveValue("CA-NU");
    });

    it("hands the page a ZIP code only once it changes what the page does, keeps the keys before it for a reload, and all of it when left", () => {
      const changes: TaxAddress[] = [];
      const drafts: TaxAddress[] = [];
      function Page() {
        const [address, setAddress] = useState<TaxAddress>({ country: "US" });
        const change = (next: TaxAddress) => {
          changes.push(next);
          setAddress(next);
        };
        return <TaxAddressForm address={address} onChange={change} onDraft={(next) => drafts.push(next)} />;
      }
      render(<Page />, { wrapper: Wrapper });
      for (const typed of ["9", "94", "941", "9410"]) type(typed);
      // Each key shows at once, and nothing the page renders has changed: no tax, no methods, Pay as before.
      expect(zip()).toHaveValue("9410");
      expect(changes).toEqual([]);
      expect(drafts.at(-1)).toEqual({ country: "US", zip: "9410" });
      type("94105");
      expect(changes).toEqual([{ country: "US", zip: "94105", state: "US-CA" }]);
      expect(state()).toHaveValue("US-CA");
      // Complete, then not: the page drops the code the tax was asked with.
      type("9410");
      expect(changes.at(-1)).toEqual({ country: "US", zip: "9410", state: "US-CA" });
      expect(zip()).toHaveValue("9410");
      type("941");
      expect(changes).toHaveLength(2);
      fireEvent.blur(zip());
      expect(changes.at(-1)).toEqual({ country: "US", zip: "941", state: "US-CA" });
      expect(zip()).toHaveValue("941");
    });

    it("hands the page the first key of an optional postal code, which Pay then waits on until it is whole", () => {
      const changes: TaxAddress[] = [];
      function Page() {
        const [address, setAddress] = useState<TaxAddress>({ country: "CA", state: "CA-ON" });
        return (
          <TaxAddressForm
            address={address}
            onChange={(next) => {
              changes.push(next);
              setAddress(next);
            }}
          />
        );
      }
      render(<Page />, { wrapper: Wrapper });
      type("M");
      expect(changes).toEqual([{ country: "CA", state: "CA-ON", zip: "M" }]);
      type("M5");
      type("M5V");
      expect(changes).toHaveLength(1);
      expect(zip()).toHaveValue("M5V");
    });

    it("is not asked where the address has no use for it", () => {
      render(<Held start={{ country: "AE", state: "AE-DU" }} showErrors />, { wrapper: Wrapper });
      expect(screen.queryByTestId("zip-code-input")).toBeNull();
      expect(state()).toHaveValue("AE-DU");
    });
  });
});
