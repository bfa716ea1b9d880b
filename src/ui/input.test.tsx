import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Input } from "./input";

describe("Input", () => {
  it("ties its error to the field and shows it in a live region that was there before the error", () => {
    const { rerender } = render(<Input label="E-mail" data-testid="email" />);
    const field = screen.getByTestId("email");
    const region = field.parentElement?.querySelector("[aria-live]");
    expect(region?.getAttribute("aria-live")).toBe("polite");
    expect(region).toBeEmptyDOMElement();
    expect(field).not.toHaveAttribute("aria-describedby");

    rerender(<Input label="E-mail" data-testid="email" error="Enter a valid e-mail address." />);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Enter a valid e-mail address.");
    // The same region, now holding the message: a screen reader announces the change.
    expect(field.parentElement?.querySelector("[aria-live]")).toBe(region);
    expect(region).toHaveTextContent("Enter a valid e-mail address.");
  });
});
