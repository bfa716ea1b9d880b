import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/features/auth";
import { renderWithApp } from "@/test/render-with-app";
import { SignupSection } from "./signup-section";

const EMAIL = "buyer@example.com";
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let calls: { url: string; init?: RequestInit }[];
let answers: Record<string, () => Response | Promise<Response>>;

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal("location", { ...window.location, assign: vi.fn(), pathname: "/success/", search: "" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const answer = answers[url];
      if (!answer) throw new Error(`unexpected ${url}`);
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderSection(email = EMAIL) {
  return renderWithApp(
    <AuthProvider>
      <SignupSection cartId="cart_1" email={email} provider="NordPass" />
    </AuthProvider>,
  );
}

const ACCOUNT = "/api/carts/cart_1/account/";
const PASSWORD = "/api/carts/cart_1/account/password/";

describe("SignupSection", () => {
  it("offers the new account's password and then says how to log in", async () => {
    answers[ACCOUNT] = () => json(200, { email: EMAIL, status: "password_needed" });
    answers[PASSWORD] = () => json(200, { email: EMAIL, status: "ready" });
    renderSection();
    expect(screen.getByRole("heading", { name: "Your NordPass account" })).toBeInTheDocument();
    const created = await screen.findByText(/We created a NordPass account for/);
    expect(created).toHaveTextContent(/We created a NordPass account for buyer@example.com with this purchase/);
    // The address is isolated, so it reads whole in right-to-left text.
    expect(created.querySelector("bdi")).toHaveTextContent("buyer@example.com");

    const password = screen.getByLabelText("New password");
    expect(password).toHaveAttribute("autocomplete", "new-password");
    expect(password).toHaveAccessibleDescription("Use at least 8 characters.");
    fireEvent.change(password, { target: { value: "short" } });
    fireEvent.click(screen.getByTestId("signup-submit-button"));
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.url === PASSWORD)).toBe(false);

    fireEvent.change(password, { target: { value: "long enough" } });
    expect(password).not.toHaveAttribute("aria-invalid");
    fireEvent.click(screen.getByTestId("signup-submit-button"));
    expect(await screen.findByTestId("signup-login-hint")).toHaveTextContent(
      "Your password is set. Log in with buyer@example.com and your new password.",
    );
    const sent = calls.find((call) => call.url === PASSWORD);
    expect(sent?.init?.method).toBe("POST");
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ password: "long enough" });
    expect(screen.queryByTestId("signup-form")).not.toBeInTheDocument();
    expect(screen.getByTestId("signup-login-button")).toHaveTextContent("Log in");
  });

  it("keeps the password typed and says so when it could not be saved", async () => {
    answers[ACCOUNT] = () => json(200, { email: EMAIL, status: "password_needed" });
    answers[PASSWORD] = () => json(502, { error: "backend_unavailable", message: "down" });
    renderSection();
    const password = await screen.findByLabelText("New password");
    fireEvent.change(password, { target: { value: "long enough" } });
    fireEvent.click(screen.getByTestId("signup-submit-button"));
    expect(await screen.findByText("We could not save your password. Try again.")).toBeInTheDocument();
    expect(password).toHaveValue("long enough");
  });

  it("tells an existing customer to log in with the account's password, without a form", async () => {
    answers[ACCOUNT] = () => json(200, { email: "shopper@example.com", status: "ready" });
    renderSection();
    expect(await screen.findByTestId("signup-login-hint")).toHaveTextContent(
      "This subscription was added to your NordPass account, shopper@example.com. Log in with its password to use it.",
    );
    expect(screen.queryByTestId("signup-form")).not.toBeInTheDocument();
  });

  it("says which e-mail logs in when the order names it but the account is not this browser's to see", async () => {
    answers[ACCOUNT] = () => new Response(null, { status: 204 });
    renderSection();
    expect(await screen.findByTestId("signup-login-hint")).toHaveTextContent(
      "Log in to your NordPass account with buyer@example.com to use this subscription.",
    );
  });

  it("offers only the login to another browser, whose order answer names no e-mail", async () => {
    answers[ACCOUNT] = () => new Response(null, { status: 204 });
    renderSection("");
    expect(await screen.findByTestId("signup-login-button")).toBeVisible();
    expect(screen.queryByTestId("signup-login-hint")).not.toBeInTheDocument();
    expect(screen.queryByTestId("signup-form")).not.toBeInTheDocument();
  });

  it("goes straight to logging in when another tab set the password first", async () => {
    answers[ACCOUNT] = () => json(200, { email: EMAIL, status: "password_needed" });
    answers[PASSWORD] = () => json(409, { error: "password_already_set", message: "This account already has a password." });
    renderSection();
    fireEvent.change(await screen.findByLabelText("New password"), { target: { value: "long enough" } });
    fireEvent.click(screen.getByTestId("signup-submit-button"));
    await waitFor(() => expect(screen.getByTestId("signup-login-hint")).toHaveTextContent(/added to your NordPass account/));
  });

  it("starts the login from its button", async () => {
    answers[ACCOUNT] = () => json(200, { email: EMAIL, status: "ready" });
    answers["/api/users/auth/login/"] = () => new Promise<Response>(() => undefined);
    renderSection();
    fireEvent.click(await screen.findByTestId("signup-login-button"));
    // The login call's code loads when a login starts, so the request follows a moment later.
    await waitFor(() => expect(calls.some((call) => call.url === "/api/users/auth/login/")).toBe(true));
    expect(screen.getByTestId("signup-login-button")).toBeDisabled();
  });
});
