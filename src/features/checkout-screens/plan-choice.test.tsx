import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import { PlanChoice } from "./plan-choice";

const renderChoice = (preselected: boolean) =>
  renderWithApp(
    <PlanChoice preselected={preselected} glance={(toggle) => <div>NordVPN Plus {toggle}</div>}>
      <p>Choose your plan</p>
    </PlanChoice>,
  );

describe("PlanChoice", () => {
  it("starts closed when the link chose the plan, and its button opens the options", () => {
    renderChoice(true);
    const button = screen.getByRole("button", { name: "Change plan" });
    const region = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(region).toHaveAttribute("role", "region");
    expect(region).toHaveAttribute("data-collapsed", "true");
    expect(region).toHaveTextContent("Choose your plan");

    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "Hide plan options" })).toHaveAttribute("aria-expanded", "true");
    expect(region).toHaveAttribute("data-collapsed", "false");
  });

  it("starts open when the shopper still has to choose", () => {
    renderChoice(false);
    expect(screen.getByRole("button", { name: "Hide plan options" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region")).toHaveAttribute("data-collapsed", "false");
  });
});
