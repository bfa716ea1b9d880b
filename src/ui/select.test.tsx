import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
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
