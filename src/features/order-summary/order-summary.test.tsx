import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testPlan } from "@/features/plans/test-plans";
import { PriceTaxProvider } from "@/features/taxes";
import { renderWithApp } from "@/test/render-with-app";
import { OrderGlance } from "./order-glance";
import { OrderSummary } from "./order-summary";
import { RenewalConsent } from "./renewal-consent";

const renews = (total: number) => ({
  period: { identifier: "1y", interval: 1, unit: "YEAR" as const },
  price: { id: "renewal", total, currencyCode: "USD" as const, discount: { totalBeforeDiscount: total, percentageDiscount: 0 } },
  services: [],
});

const TAXES = { tax_name: "sales_tax", rate: 7.25, tax: 4.34, total: 64.22, country: "US" } as const;

/** Norway: prices include 25 % VAT; a NOK 635 plan that renews at NOK 1,060 before tax. */
const nok = (total: number) => ({
  period: { identifier: "1y", interval: 1, unit: "YEAR" as const },
  price: { id: "renewal", total, currencyCode: "NOK" as const, discount: { totalBeforeDiscount: total, percentageDiscount: 0 } },
  services: [],
});
const norwegianPlan = () => {
  const base = testPlan("vpn-standard-1y");
  return testPlan("vpn-standard-1y", { price: { ...base.price, currencyCode: "NOK", total: 635 }, nextChargePlan: nok(1060) });
};
const norway = { tax_name: "vat", rate: 25, tax: 158.75, total: 793.75, country: "NO" } as const;

describe("OrderSummary", () => {
  it("lists a couponed plan at its price without the coupon, takes the coupon off once and strikes no price", () => {
    // NordVPN Standard for two years with SAVE20: $67.01, $83.76 without it, $311.76 paid monthly.
    const plan = testPlan("vpn-standard-2y", {
      coupon: { code: "SAVE20", isLegacy: false },
      price: { id: "p", total: 67.01, currencyCode: "USD", discount: { totalBeforeDiscount: 311.76, percentageDiscount: 79 } },
    });
    const taxes = { tax_name: "sales_tax", rate: 7.25, tax: 4.86, total: 71.87, country: "US" } as const;
    const { container } = renderWithApp(
      <OrderSummary
        plan={plan}
        crossSells={[]}
        couponCode="SAVE20"
        pricesWithoutCoupon={new Map([["vpn-standard-2y", 83.76]])}
        taxes={taxes}
        taxesLoading={false}
        taxesFailed={false}
      />,
    );
    const figures = Array.from(container.querySelectorAll("dd"), (cell) => cell.textContent);
    expect(figures).toEqual(["$83.76", "−$16.75", "$4.86"]);
    expect(screen.getByTestId("order-summary")).toHaveTextContent("Coupon SAVE20");
    expect(screen.getByTestId("order-summary")).not.toHaveTextContent("311.76");
    expect(container.querySelector("s, del")).toBeNull();
  });

  it("claims no discount where the price without the coupon is not known", () => {
    const plan = testPlan("vpn-standard-2y", {
      coupon: { code: "SAVE20", isLegacy: false },
      price: { id: "p", total: 67.01, currencyCode: "USD", discount: { totalBeforeDiscount: 311.76, percentageDiscount: 79 } },
    });
    const { container } = renderWithApp(
      <OrderSummary plan={plan} crossSells={[]} couponCode="SAVE20" taxes={null} taxesLoading={false} taxesFailed={false} />,
    );
    expect(Array.from(container.querySelectorAll("dd"), (cell) => cell.textContent)[0]).toBe("$67.01");
    expect(screen.getByTestId("order-summary")).not.toHaveTextContent("Discount");
  });

  it("shows no total at all when the tax lookup failed, only why", () => {
    const plan = testPlan("vpn-standard-2y");
    renderWithApp(<OrderSummary plan={plan} crossSells={[]} couponCode={null} taxes={TAXES} taxesLoading={false} taxesFailed />);
    expect(screen.getByTestId("order-total")).toHaveTextContent("—");
    expect(screen.getByTestId("order-tax")).toHaveTextContent("—");
    expect(screen.getByTestId("order-summary")).not.toHaveTextContent("64.22");
    expect(screen.getByTestId("tax-error")).toHaveTextContent(
      "We couldn't calculate the tax for your address, so the total isn't known yet.",
    );
  });

  it("states the whole cart's renewal, add-ons included, as the consent line above Pay does", () => {
    const plan = testPlan("vpn-standard-1y", { nextChargePlan: renews(99.99) });
    const addOns = [
      testPlan("pass-xs-1y", { productGroup: "PASS", nextChargePlan: renews(35.88) }),
      testPlan("locker-xs-1y", { productGroup: "LOCKER", nextChargePlan: renews(47.88) }),
    ];
    renderWithApp(
      <>
        <OrderSummary plan={plan} crossSells={addOns} couponCode={null} taxes={TAXES} taxesLoading={false} taxesFailed={false} />
        <RenewalConsent items={[plan, ...addOns]} provider="NordVPN" />
      </>,
    );
    expect(screen.getByTestId("order-renewal")).toHaveTextContent("Renews at $183.75 every year after the first term");
    expect(screen.getByTestId("renewal-consent")).toHaveTextContent("at $183.75 a year");
  });

  it("the phone's order at a glance states the same renewal, under today's total", () => {
    const plan = testPlan("vpn-standard-1y", { nextChargePlan: renews(99.99) });
    const addOns = [testPlan("pass-xs-1y", { productGroup: "PASS", nextChargePlan: renews(35.88) })];
    renderWithApp(<OrderGlance plan={plan} crossSells={addOns} taxes={TAXES} taxesLoading={false} taxesFailed={false} />);
    expect(screen.getByTestId("order-glance-renewal")).toHaveTextContent("Then $135.87 a year, plus tax");
  });

  it("states the renewal with the tax in it where every price includes it, the same in the consent line", () => {
    const plan = norwegianPlan();
    renderWithApp(
      <PriceTaxProvider value={{ kind: "included", rate: 25, taxName: "vat", country: "NO" }}>
        <OrderSummary plan={plan} crossSells={[]} couponCode={null} taxes={norway} taxesLoading={false} taxesFailed={false} />
        <RenewalConsent items={[plan]} provider="NordVPN" />
      </PriceTaxProvider>,
    );
    expect(screen.getByTestId("order-renewal")).toHaveTextContent(
      /Renews at NOK\s?1,325\.00 every year after the first term, tax included, unless you cancel\./,
    );
    expect(screen.getByTestId("renewal-consent")).toHaveTextContent(/at NOK\s?1,325\.00 a year, tax included, until you cancel\./);
  });

  it("the glance states that renewal with its tax too", () => {
    const plan = norwegianPlan();
    renderWithApp(
      <PriceTaxProvider value={{ kind: "included", rate: 25, taxName: "vat", country: "NO" }}>
        <OrderGlance plan={plan} crossSells={[]} taxes={norway} taxesLoading={false} taxesFailed={false} />
      </PriceTaxProvider>,
    );
    expect(screen.getByTestId("order-glance-renewal")).toHaveTextContent(/^Then NOK\s?1,325\.00 a year, tax included$/);
  });
});
