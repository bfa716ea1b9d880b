import { act, render, screen } from "@testing-library/react";
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { describe, expect, it } from "vitest";
import { LAZY_LOAD_OPTIONS } from "./lazy-load";
import { SpriteIcon } from "./sprite-icon";

describe("SpriteIcon", () => {
  it("loads as spec 2.4's images do: within a 30% vertical root margin, once", () => {
    expect(LAZY_LOAD_OPTIONS).toEqual({ rootMargin: "30% 0px", triggerOnce: true });
  });

  it("keeps its box from the start and asks for the sprite's symbol only once near the viewport", () => {
    const { container } = render(<SpriteIcon sprite="cards" name="visa" width={32} height={21} label="Visa" />);
    const icon = screen.getByRole("img", { name: "Visa" });
    expect([icon.getAttribute("width"), icon.getAttribute("height")]).toEqual(["32", "21"]);
    expect(container.querySelector("use")).toBeNull();
    act(() => mockAllIsIntersecting(true));
    expect(container.querySelector("use")?.getAttribute("href")).toBe("/static/icons/cards.svg#visa");
    // Once drawn, it stays drawn when scrolled away.
    act(() => mockAllIsIntersecting(false));
    expect(container.querySelector("use")).not.toBeNull();
  });

  it("is hidden from assistive technology when it has no label (its text is beside it)", () => {
    const { container } = render(<SpriteIcon sprite="payments" name="paypal" width={40} height={26} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
