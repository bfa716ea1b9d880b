import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "@/features/auth";
import { renderWithApp } from "@/test/render-with-app";
import { EmailField } from "./email-field";

const renderField = (featureFlags: Record<string, string> = {}) =>
  renderWithApp(
    <AuthProvider>
      <EmailField value={undefined} problem={undefined} onValue={() => undefined} onLeave={() => undefined} />
    </AuthProvider>,
    { appCtx: { user: { email: "shopper@example.com" }, featureFlags } },
  );

describe("EmailField for a logged-in shopper", () => {
  it("shows the account's e-mail read-only with Not you? to log out", () => {
    renderField();
    expect(screen.getByTestId("email-input")).toHaveValue("shopper@example.com");
    expect(screen.getByTestId("email-input")).toHaveAttribute("readonly");
    expect(screen.getByTestId("email-not-you")).toHaveTextContent("Not you?");
    expect(screen.getByRole("button", { name: "Log out and pay as a guest" })).toBeEnabled();
    // The first render compiles the catalogue and loads the feature's modules: slow on a busy machine.
  }, 20_000);

  it("offers no log-out where hideLogout takes logging out away", () => {
    renderField({ hideLogout: "on" });
    expect(screen.getByTestId("email-input")).toHaveValue("shopper@example.com");
    expect(screen.queryByTestId("email-not-you")).toBeNull();
  });
});
