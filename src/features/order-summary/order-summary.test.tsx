import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testPlan } from "@/features/plans/test-plans";
import { renderWithApp } from "@/test/render-with-app";
import { OrderSummary } from "./order-summary";

const TAXES = { tax_name: "sales_tax", rate: 7.25, tax: 4.34, total: 64.22, country: "US" } as const;

describe("OrderSummary", () => {
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
});
