import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BRANDS } from "@/features/brand";
import type { FeatureFlags } from "@/features/feature-flags";
import { renderWithApp } from "@/test/render-with-app";
import { AccountArea } from "./account-area";
import { AuthProvider } from "./auth-provider";

const assign = vi.fn();
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal("location", { ...window.location, assign, pathname: "/payment/", search: "" });
  fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderArea({
  email,
  featureFlags = {},
  pathname = "/payment",
}: { email?: string; featureFlags?: FeatureFlags; pathname?: string } = {}) {
  return renderWithApp(
    <AuthProvider>
      <AccountArea brand={BRANDS.pass} />
    </AuthProvider>,
    { appCtx: { user: email ? { email } : null, featureFlags }, router: { pathname, asPath: `${pathname}/?product=pass` } },
  );
}

describe("AccountArea, logged out", () => {
  it("offers the login with the provider's name, and a no-script link back to this page", () => {
    renderArea();
    expect(screen.getByText("Already have NordPass Account?")).toBeInTheDocument();
    const link = screen.getByTestId("login-link");
    expect(link).toHaveTextContent("Log in");
    // Next writes the trailing slash only with the app's trailingSlash setting, absent in tests.
    expect(link.getAttribute("href")).toMatch(/^\/login\/?\?login_target=%2Fpayment%2F%3Fproduct%3Dpass$/);
  });

  it("reads Logging in with dots, disabled, while the login runs", async () => {
    renderArea();
    fireEvent.click(screen.getByTestId("login-link"));
    fireEvent.click(screen.getByTestId("login-link"));
    const link = screen.getByTestId("login-link");
    expect(link).toHaveTextContent("Logging in...");
    expect(link).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it("is hidden by hideLogin", () => {
    const { container } = renderArea({ featureFlags: { hideLogin: "on" } });
    expect(container).toBeEmptyDOMElement();
  });

  it.each(["/processing", "/pending", "/success"])("is not offered on %s, after the purchase made or joined the account", (pathname) => {
    const { container } = renderArea({ pathname });
    expect(container).toBeEmptyDOMElement();
  });
});

describe("AccountArea, logged in", () => {
  // The avatar and its menu are chunks of their own: compiled once here, so finding them measures the component.
  beforeAll(async () => {
    await Promise.all([import("./user-menu"), import("./account-menu")]);
  });

  it("shows the e-mail's first character and opens the lazily loaded menu from the keyboard", async () => {
    renderArea({ email: "shopper@example.com" });
    const avatar = await screen.findByTestId("user-avatar");
    expect(avatar).toHaveTextContent("S");
    expect(avatar).toHaveAccessibleName("Account menu for shopper@example.com");
    expect(avatar).toHaveAttribute("aria-expanded", "false");

    fireEvent.keyDown(avatar, { key: "ArrowDown" });
    const menu = await screen.findByTestId("account-menu");
    expect(avatar).toHaveAttribute("aria-expanded", "true");
    expect(menu).toHaveAccessibleName("shopper@example.com");
    const [account, logout] = screen.getAllByRole("menuitem");
    expect(account).toHaveTextContent("NordPass Account");
    expect(logout).toHaveTextContent("Log out");
    await waitFor(() => expect(account).toHaveFocus());

    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(account).toHaveFocus();
    fireEvent.keyDown(menu, { key: "End" });
    expect(logout).toHaveFocus();

    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByTestId("account-menu")).toBeNull();
    expect(avatar).toHaveFocus();
  });

  it("closes on a click elsewhere", async () => {
    renderArea({ email: "shopper@example.com" });
    fireEvent.click(await screen.findByTestId("user-avatar"));
    await screen.findByTestId("account-menu");
    fireEvent.pointerDown(document.body);
    expect(screen.queryByTestId("account-menu")).toBeNull();
  });

  it("reads Logging out with dots while the logout runs; hideLogout hides the entry", async () => {
    renderArea({ email: "new@example.com" });
    fireEvent.click(await screen.findByTestId("user-avatar"));
    fireEvent.click(await screen.findByTestId("logout-button"));
    expect(screen.getByTestId("logout-button")).toHaveTextContent("Logging out...");
    expect(screen.getByTestId("logout-button")).toHaveAttribute("aria-disabled", "true");
  });

  it("has no logout entry under hideLogout", async () => {
    renderArea({ email: "new@example.com", featureFlags: { hideLogout: "on" } });
    fireEvent.click(await screen.findByTestId("user-avatar"));
    await screen.findByTestId("account-menu");
    expect(screen.queryByTestId("logout-button")).toBeNull();
  });

  it.each([
    [
      new Response(JSON.stringify({ owner_id: "own_new", token: "tpt_x" }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
      "/dashboard/?owner_id=own_new&trusted_pass_token=tpt_x",
    ],
    [new Response(null, { status: 401 }), "/dashboard/"],
  ])("hands over to the dashboard (%#)", async (response, expected) => {
    fetchMock.mockResolvedValueOnce(response);
    renderArea({ email: "new@example.com" });
    fireEvent.click(await screen.findByTestId("user-avatar"));
    fireEvent.click(await screen.findByTestId("account-dashboard-link"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expected));
    expect(fetchMock.mock.calls[0]).toEqual(["/api/users/trusted-token/", expect.objectContaining({ method: "POST" })]);
  });
});
