import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BRANDS } from "@/features/brand";
import { renderWithApp } from "@/test/render-with-app";
import german from "../../../locales/de.json";
import { Footer } from "./footer";
import { languageAddress } from "./language-address";

describe("Footer", () => {
  it("shows the current year and the support address", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-04T10:00:00Z"));
    renderWithApp(<Footer brand={BRANDS.vpn} />);
    expect(screen.getByTestId("footer-copyright")).toHaveTextContent("© 2031 Nord Security. All rights reserved.");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "mailto:help@example.com");
    vi.useRealTimers();
  });

  it("opens the terms and privacy policy in a new tab without an opener or referrer", () => {
    renderWithApp(<Footer brand={BRANDS.pass} />);
    for (const name of [/Terms of Service/, /Privacy Policy/]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getByRole("link", { name: /Refund policy/ })).toHaveAttribute("href", "https://nordpass.com/refund-policy/");
  });

  it("carries the disclaimer of the product in context", () => {
    const { unmount } = renderWithApp(<Footer brand={BRANDS.vpn} />);
    expect(screen.getByTestId("footer-disclaimer")).toHaveTextContent(
      /^NordVPN encrypts your internet connection. It does not make you anonymous/,
    );
    unmount();
    renderWithApp(<Footer brand={BRANDS.protect} />, { locale: "de", messages: german });
    expect(screen.getByTestId("footer-disclaimer")).toHaveTextContent(/nur für Personen mit Wohnsitz in den USA/);
  });

  it("renders a disclaimer when one is given", () => {
    renderWithApp(<Footer brand={BRANDS.vpn} disclaimer="Prices exclude VAT." />);
    expect(screen.getByTestId("footer-disclaimer")).toHaveTextContent("Prices exclude VAT.");
  });

  it("lists the languages under their own names with the current one selected", () => {
    renderWithApp(<Footer brand={BRANDS.vpn} />, { router: { locale: "de" } });
    const select = screen.getByTestId("language-select") as HTMLSelectElement;
    expect(select.value).toBe("de");
    expect(select.options).toHaveLength(26);
    expect(screen.getByRole("option", { name: "العربية" })).toBeInTheDocument();
  });

  it("switching language remembers the choice and reloads at the language's address", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, protocol: "http:" });
    renderWithApp(<Footer brand={BRANDS.vpn} />, { router: { asPath: "/payment/?product=vpn#top" } });
    fireEvent.change(screen.getByTestId("language-select"), { target: { value: "fr" } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/fr/payment/?product=vpn#top"));
    expect(document.cookie).toContain("locale=fr");
    vi.unstubAllGlobals();
  });
});

describe("languageAddress", () => {
  it.each([
    ["/payment/?a=1#x", "fr", "/fr/payment/?a=1#x"],
    ["/payment/", "en", "/payment/"],
    ["/", "he", "/he/"],
    ["/?coupon=SAVE20", "zh-hk", "/zh-hk/?coupon=SAVE20"],
    ["//evil.example/", "en", "/"],
    ["/\\evil.example/", "fr", "/fr/"],
  ])("%s in %s is %s", (asPath, locale, expected) => {
    expect(languageAddress(asPath, locale, "https://checkout.example.com")).toBe(expected);
  });
});
