import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import { RouteLink } from "./route-link";

describe("RouteLink", () => {
  it("points at the page in the current language and moves there through the router on a plain click", () => {
    const push = vi.fn(() => Promise.resolve(true));
    renderWithApp(<RouteLink href="/payment/?product=vpn">Buy</RouteLink>, { router: { locale: "de", push } });
    const link = screen.getByRole("link", { name: "Buy" });
    expect(link).toHaveAttribute("href", "/de/payment/?product=vpn");
    expect(fireEvent.click(link)).toBe(false);
    expect(push).toHaveBeenCalledWith("/payment/?product=vpn", undefined, { locale: "de" });
  });

  it("has no prefix in English and leaves new-tab, modified and prevented clicks to the browser or the caller", () => {
    const push = vi.fn(() => Promise.resolve(true));
    renderWithApp(
      <>
        <RouteLink href="/legal/pricing/" target="_blank" rel="noopener noreferrer">
          Pricing
        </RouteLink>
        <RouteLink href="/">Home</RouteLink>
        <RouteLink href="/login/" onClick={(event) => event.preventDefault()}>
          Log in
        </RouteLink>
      </>,
      { router: { locale: "en", push } },
    );
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/legal/pricing/");
    expect(fireEvent.click(screen.getByRole("link", { name: "Pricing" }))).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Home" }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Home" }), { button: 1 })).toBe(true);
    fireEvent.click(screen.getByRole("link", { name: "Log in" }));
    expect(push).not.toHaveBeenCalled();
  });
});
