import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testCrossSell, testPlan } from "@/features/plans/test-plans";
import { renderWithApp } from "@/test/render-with-app";
import { OrderGlance } from "./order-glance";

const TAXES = { tax_name: "sales_tax", rate: 7.25, tax: 8.68, total: 128.44, country: "US" } as const;
const plan = testPlan("vpn-plus-2y", { tier: "PLUS", extraPeriod: { identifier: "3m", interval: 3, unit: "MONTH" } });
const addOn = {
  ...testCrossSell("locker-xs-2y"),
  productGroup: "LOCKER" as const,
  services: [
    { identifier: "file_locker", title: "NordLocker 500 GB", attributes: [{ name: "QUOTA_STORAGE_SIZE" as const, value: "500 gigabyte" }] },
  ],
};

describe("OrderGlance", () => {
  it("names what is bought, its extra months and add-ons, and the total due today with tax", () => {
    renderWithApp(<OrderGlance plan={plan} crossSells={[addOn]} taxes={TAXES} taxesLoading={false} taxesFailed={false} />);
    const glance = screen.getByTestId("order-glance");
    expect(glance).toHaveTextContent("NordVPN Plus, 2-year plan+ 3 extra months");
    expect(glance).toHaveTextContent("+ NordLocker 500 GB add-on, 2-year plan");
    expect(screen.getByTestId("order-glance-total")).toHaveTextContent("$128.44");
  });

  it("shows no total when the tax lookup failed", () => {
    renderWithApp(<OrderGlance plan={plan} crossSells={[]} taxes={TAXES} taxesLoading={false} taxesFailed />);
    expect(screen.getByTestId("order-glance-total")).toHaveTextContent("—");
  });
});
