import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import { PlanOptions } from "./plan-options";
import { testPlan } from "./test-plans";
import type { Plan } from "./types";

const services = (...identifiers: string[]): Plan["services"] => identifiers.map((identifier) => ({ identifier, attributes: [] }));
const standard = testPlan("vpn-standard-1y", { tier: "STANDARD", services: services("vpn", "threat_protection") });
const plus = testPlan("vpn-plus-1y", { tier: "PLUS", services: services("vpn", "threat_protection") });
const plusTwoYears = testPlan("vpn-plus-2y", { tier: "PLUS", services: services("vpn", "threat_protection") });

describe("PlanOptions", () => {
  it("draws each card's label with phrasing content only, its services a list named Includes, its radio named by the card's text", () => {
    const onSelect = vi.fn();
    renderWithApp(<PlanOptions plans={[standard, plus, plusTwoYears]} selected={plus} onSelect={onSelect} periodControl="radio" />);

    // A <label> may hold only phrasing content (HTML's content model; e2e/markup-validity.spec.ts runs the validator).
    for (const label of document.querySelectorAll("label")) expect(label.querySelectorAll("div, p, ul, ol, li")).toHaveLength(0);

    const card = screen.getByTestId("plan-vpn-standard-1y");
    const list = within(card).getByRole("list", { name: "Includes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["NordVPN", "Threat Protection Pro"]);
    expect(within(card).getByRole("radio")).toHaveAccessibleName(expect.stringMatching(/^NordVPN Standard, 1-year plan .*\/mo.*Includes$/));
    expect(within(screen.getByTestId("period-2y")).getByRole("radio")).toHaveAccessibleName(expect.stringMatching(/^2-year plan .*\/mo/));

    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledWith(standard);
  });
});
