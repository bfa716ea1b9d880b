import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChoiceCard } from "./choice-card";

interface Cards {
  type: "radio" | "checkbox";
  chosen: readonly string[];
  onSelect: (value: string) => void;
}

const cards = ({ type, chosen, onSelect }: Cards) => (
  <>
    {["1y", "2y"].map((value) => (
      <ChoiceCard
        key={value}
        type={type}
        name="period"
        value={value}
        selected={chosen.includes(value)}
        onSelect={() => onSelect(value)}
        testId={value}
      >
        {value}
      </ChoiceCard>
    ))}
  </>
);

/** The server's HTML in the document, then `beforeHydration` (a shopper's tap), then React hydrates it. */
function hydrateAfter(props: Cards, beforeHydration: () => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(cards(props));
  document.body.appendChild(container);
  beforeHydration();
  return render(cards(props), { container, hydrate: true });
}

const input = (value: string) => screen.getByTestId(value).querySelector("input") as HTMLInputElement;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("ChoiceCard", () => {
  it("takes a radio tapped before hydration once hydrated, and leaves the sibling it unchecked alone", () => {
    const onSelect = vi.fn();
    hydrateAfter({ type: "radio", chosen: ["1y"], onSelect }, () => {
      const container = document.body.lastElementChild as HTMLElement;
      (container.querySelector('input[value="2y"]') as HTMLInputElement).click();
    });
    expect(onSelect.mock.calls).toEqual([["2y"]]);
  });

  it("takes a checkbox ticked or unticked before hydration once hydrated", () => {
    const onSelect = vi.fn();
    hydrateAfter({ type: "checkbox", chosen: ["1y"], onSelect }, () => {
      const container = document.body.lastElementChild as HTMLElement;
      for (const box of container.querySelectorAll("input")) box.click();
    });
    expect(onSelect.mock.calls.sort()).toEqual([["1y"], ["2y"]]);
  });

  it("calls nothing when nobody tapped before hydration, and answers taps after it as before", () => {
    const onSelect = vi.fn();
    hydrateAfter({ type: "radio", chosen: ["1y"], onSelect }, () => undefined);
    expect(onSelect).not.toHaveBeenCalled();
    expect(input("1y").checked).toBe(true);
    fireEvent.click(input("2y"));
    expect(onSelect.mock.calls).toEqual([["2y"]]);
  });

  it("calls nothing when it mounts in the browser", () => {
    const onSelect = vi.fn();
    render(cards({ type: "radio", chosen: ["2y"], onSelect }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(input("2y").checked).toBe(true);
  });
});
