import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import { AppDownloads } from "./app-downloads";
import { ContinueLink } from "./continue-link";

// jsdom cannot navigate: the click is cancelled after the link's own handler has run.
const stopNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  window.localStorage.setItem("nv_tri", "tri-123");
  window.sessionStorage.setItem("nv_trs", "trs-456");
  window.addEventListener("click", stopNavigation);
});

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.removeEventListener("click", stopNavigation);
});

const TRACKED = /[?&]nv_tri=tri-123&nv_trs=trs-456$/;

describe("links leaving the success step (spec 2.3)", () => {
  it("Continue carries nv_tri and nv_trs from storage once followed", () => {
    renderWithApp(<ContinueLink href="https://nordvpn.com/welcome/" />);
    const link = screen.getByTestId("success-continue-link");
    expect(link).toHaveAttribute("href", "https://nordvpn.com/welcome/");
    fireEvent.click(link);
    expect(link.getAttribute("href")).toMatch(TRACKED);
  });

  it("the app download links carry them; the desktop deep links do not", () => {
    renderWithApp(<AppDownloads mainPlan="vpn-plus-1y" orderId="ORD-1" email="" platform="windows" />);
    const primary = screen.getByTestId("success-download-link");
    fireEvent.click(primary);
    expect(primary.getAttribute("href")).toMatch(TRACKED);
    const other = screen.getByRole("link", { name: "macOS" });
    fireEvent.click(other);
    expect(other.getAttribute("href")).toMatch(TRACKED);
    const openApp = screen.getByTestId("open-app-link");
    fireEvent.click(openApp);
    expect(openApp).toHaveAttribute("href", "nordvpn://open");
  });
});
