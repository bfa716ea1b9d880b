import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import { BrandLogo } from "./brand-logo";
import { useBrand } from "./use-brand";

function HeaderLogo() {
  return <BrandLogo brand={useBrand()} />;
}

describe("the default brand (spec 2.4)", () => {
  it("is the home page's when no product is named, with the default logo's 145.5×24 and 194×32 slot", () => {
    renderWithApp(<HeaderLogo />, { router: { pathname: "/", query: {} } });
    const logo = screen.getByRole("img", { name: "Nord" });
    expect(logo).toHaveAttribute("data-logo", "default");
    expect(logo).toHaveAttribute("width", "194");
    expect(logo).toHaveAttribute("height", "32");
  });

  it("gives way to a product the home page's address names, and to the VPN on every other page", () => {
    renderWithApp(<HeaderLogo />, { router: { pathname: "/", query: { product: "pass" } } });
    expect(screen.getByRole("img")).toHaveAttribute("data-logo", "pass");
  });

  it("is never a checkout page's: a page without a product sells the VPN", () => {
    renderWithApp(<HeaderLogo />, { router: { pathname: "/payment", query: {} } });
    expect(screen.getByRole("img")).toHaveAttribute("data-logo", "vpn");
  });
});
