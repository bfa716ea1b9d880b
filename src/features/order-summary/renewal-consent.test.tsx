import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testPlan } from "@/features/plans/test-plans";
import { renderWithApp } from "@/test/render-with-app";
import lithuanian from "../../../locales/lt.json";
import { RenewalConsent } from "./renewal-consent";

const renews = (total: number, unit: "YEAR" | "MONTH") => ({
  period: { identifier: unit === "YEAR" ? "1y" : "1m", interval: 1, unit },
  price: { id: "renewal", total, currencyCode: "USD" as const, discount: { totalBeforeDiscount: total, percentageDiscount: 0 } },
  services: [],
});

const inOneYear = (locale = "en") => {
  const today = new Date();
  const lastDay = new Date(today.getFullYear() + 1, today.getMonth() + 1, 0).getDate();
  return new Date(today.getFullYear() + 1, today.getMonth(), Math.min(today.getDate(), lastDay)).toLocaleDateString(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
};

describe("RenewalConsent", () => {
  it("names what renews, when, at the price with add-ons, and how to cancel", () => {
    const plan = testPlan("vpn-plus-1y", { tier: "PLUS", nextChargePlan: renews(119.99, "YEAR") });
    const addOn = testPlan("pass-xs-1y", { productGroup: "PASS", nextChargePlan: renews(35.88, "YEAR") });
    renderWithApp(<RenewalConsent items={[plan, addOn]} provider="NordVPN" />);
    expect(screen.getByTestId("renewal-consent").textContent?.replace(/[\u2068\u2069]/g, "")).toBe(
      `NordVPN Plus, 1-year plan and NordPass Premium add-on, 1-year plan renew automatically on ${inOneYear()} at $155.87 a year, plus any applicable tax, until you cancel. By paying, you agree to this. You can cancel any time in your NordVPN account.`,
    );
  });

  it("isolates each product name, so a right-to-left sentence keeps it whole", () => {
    const plan = testPlan("vpn-plus-1y", { tier: "PLUS", nextChargePlan: renews(119.99, "YEAR") });
    renderWithApp(<RenewalConsent items={[plan]} provider="NordVPN" />);
    expect(screen.getByTestId("renewal-consent").textContent).toContain("\u2068NordVPN Plus, 1-year plan\u2069 renews");
  });

  it("reads as Lithuanian writes it: the subscription renews, until you cancel it", () => {
    const plan = testPlan("vpn-plus-1y", { tier: "PLUS", nextChargePlan: renews(119.99, "YEAR") });
    renderWithApp(<RenewalConsent items={[plan]} provider="NordVPN" />, { locale: "lt", messages: lithuanian });
    const text = screen.getByTestId("renewal-consent").textContent?.replace(/[\u2068\u2069]/g, "") ?? "";
    expect(text).toMatch(
      new RegExp(
        `^Prenumerata \\(NordVPN Plus, .+\\) bus automatiškai pratęsta ${inOneYear("lt")} už 119,99\\sUSD per metus, neįskaitant taikomų mokesčių, kol jos neatšauksite\\. `,
        "u",
      ),
    );
  });

  it("says nothing for an order that does not renew", () => {
    renderWithApp(<RenewalConsent items={[testPlan("vpn-plus-1y")]} provider="NordVPN" />);
    expect(screen.queryByTestId("renewal-consent")).toBeNull();
  });
});
