import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Input } from "./input";
import { Select } from "./select";

const languages = [
  { value: "en", label: "English" },
  { value: "de", label: "Deutsch" },
  { value: "fr", label: "Français" },
];

const select = (value: string) => (
  <Select label="Language" value={value} onChange={() => undefined} options={languages} data-testid="pick" />
);

describe("Select", () => {
  it("renders only the chosen option on the server, and every option once hydrated, without a mismatch", async () => {
    const html = renderToString(select("de"));
    expect(html.match(/<option/g)).toHaveLength(1);
    expect(html).toContain(">Deutsch</option>");

    const errors = vi.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    render(select("de"), { container, hydrate: true });
    const control = screen.getByTestId("pick") as HTMLSelectElement;
    await vi.waitFor(() => expect(control.options).toHaveLength(3));
    expect(control.value).toBe("de");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("shows the first option before hydration when the value matches none, as a closed select would", () => {
    const html = renderToString(select("xx"));
    expect(html.match(/<option/g)).toHaveLength(1);
    expect(html).toContain(">English</option>");
  });
});

describe("Select's look", () => {
  const looks = (element: Element) => {
    const style = getComputedStyle(element);
    return [
      "background-color",
      "border-top-color",
      "border-top-width",
      "border-top-style",
      "border-radius",
      "min-block-size",
      "padding-inline",
      "font",
    ].map((name) => [name, style.getPropertyValue(name)]);
  };

  /** The declarations styled-components wrote for the element's own classes. */
  /** The declarations of every rule in the page's styles whose selector matches `element`. */
  const declaredFor = (element: Element) => {
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("");
    const matches = (selector: string) => {
      try {
        return element.matches(selector);
      } catch {
        return false;
      }
    };
    return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
      .filter(([, selector]) => matches(selector!.replace(/\/\*!sc\*\//g, "").trim()))
      .map((rule) => rule[2])
      .join(";");
  };

  it("is the text inputs' white box in every engine, not the browser's own control (WebKit's is grey)", () => {
    render(
      <>
        <Input label="Postal code" data-testid="zip" />
        {select("de")}
      </>,
    );
    const control = screen.getByTestId("pick");
    expect(getComputedStyle(control).getPropertyValue("appearance")).toBe("none");
    // jsdom computes no -webkit-appearance: the rule itself, for Safari before 15.4.
    expect(declaredFor(control)).toContain("-webkit-appearance:none");
    expect(getComputedStyle(control).getPropertyValue("background-color")).toBe("rgb(255, 255, 255)");
    expect(looks(control)).toEqual(looks(screen.getByTestId("zip")));
  });

  it("draws its own chevron at the end of the box, whatever the direction, hidden from assistive technology", () => {
    render(<div dir="rtl">{select("de")}</div>);
    const control = screen.getByRole("combobox", { name: "Language" });
    const chevron = control.parentElement!.querySelector("svg")!;
    expect(chevron).toHaveAttribute("aria-hidden", "true");
    expect(chevron).toHaveAttribute("focusable", "false");
    expect(control).toHaveAccessibleName("Language");
    // Logical sides: the end is the left in a right-to-left page, and the text keeps clear of it.
    const style = getComputedStyle(chevron);
    expect(style.getPropertyValue("position")).toBe("absolute");
    expect(style.getPropertyValue("inset-inline-end")).toBe("12px");
    expect(style.getPropertyValue("left")).toBe("");
    expect(style.getPropertyValue("right")).toBe("");
    expect(style.getPropertyValue("pointer-events")).toBe("none");
    expect(getComputedStyle(control).getPropertyValue("padding-inline-end")).toBe("calc(36px)");
  });
});
