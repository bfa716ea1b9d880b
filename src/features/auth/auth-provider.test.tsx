import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setErrorReporter } from "@/features/errors";
import { renderWithApp } from "@/test/render-with-app";
import type { FailureStatus } from "./auth-api";
import { useAuth } from "./auth-context";
import { AuthGate } from "./auth-gate";
import { AuthProvider } from "./auth-provider";

const assign = vi.fn();
const reload = vi.fn();
const reporter = vi.fn();
let fetchMock: ReturnType<typeof vi.fn>;

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

beforeEach(() => {
  vi.stubGlobal("location", { ...window.location, assign, reload, pathname: "/payment/", search: "?product=vpn&email=a%40b.c" });
  fetchMock = vi.fn(async () => answer(200, { redirect_uri: "http://idp.test/authorize?ticket=t" }));
  vi.stubGlobal("fetch", fetchMock);
  setErrorReporter(reporter);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setErrorReporter(null);
});

function Probe() {
  const { state, login, logout } = useAuth();
  return (
    <div>
      <span data-testid="state">{String(state)}</span>
      <button onClick={() => void login()}>login</button>
      <button onClick={() => void logout()}>logout</button>
      <p>page content</p>
    </div>
  );
}

function renderAuth(options: Parameters<typeof renderWithApp>[1] = {}, failedLogin: FailureStatus | null = null) {
  return renderWithApp(
    <AuthProvider failedLogin={failedLogin}>
      <AuthGate>
        <Probe />
      </AuthGate>
    </AuthProvider>,
    options,
  );
}

const bodyOf = (call: number) => JSON.parse(String((fetchMock.mock.calls[call]?.[1] as RequestInit).body)) as Record<string, unknown>;

// The spinner and the failure notice are chunks of their own; compile them before the first test
// so that finding them measures the provider, not the transform.
beforeAll(async () => {
  await Promise.all([import("./login-spinner"), import("./login-failure-notice"), import("./auth-api")]);
});

describe("AuthProvider: forced login", () => {
  it("replaces the page with the spinner from the first render, cleans the address, then follows the identity provider", async () => {
    const replace = vi.fn(async () => true);
    renderAuth({
      router: {
        query: { product: "vpn", trusted_pass_token: "tpt_shopper", owner_id: "own" },
        asPath: "/payment/?product=vpn&trusted_pass_token=tpt_shopper&owner_id=own",
        replace,
      },
    });
    // The page content never shows: nothing until the spinner's chunk is there, then the spinner.
    expect(screen.queryByText("page content")).toBeNull();
    expect(await screen.findByTestId("login-spinner")).toBeInTheDocument();
    expect(screen.queryByText("page content")).toBeNull();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://idp.test/authorize?ticket=t"));
    expect(replace).toHaveBeenCalledWith("/payment/?product=vpn", undefined, { shallow: true, scroll: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/users/auth/login/");
    expect(bodyOf(0)).toEqual({ trusted_pass_token: "tpt_shopper", owner_id: "own", language: "en", return_to: "/payment/?product=vpn" });
  });

  it("reports a refused login, shows the notice and lets the guest go on", async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { error: "login_failed" }));
    renderAuth({ router: { query: { trusted_pass_token: "tpt_nobody" }, asPath: "/payment/?trusted_pass_token=tpt_nobody" } });
    expect(await screen.findByTestId("login-error-alert")).toHaveTextContent("Your sign-in link has expired or was already used.");
    expect(screen.getByText("page content")).toBeInTheDocument();
    expect(screen.getByTestId("state")).toHaveTextContent("undefined");
    expect(reporter).toHaveBeenCalledWith(new Error("failed-login-attempt"), { flow: "auth", status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it("reports a network failure as unknown", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderAuth({ router: { query: { force_login: "1" }, asPath: "/?force_login=1" } });
    expect(await screen.findByTestId("login-error-alert")).toHaveTextContent("Our login service isn't answering right now.");
    expect(reporter).toHaveBeenCalledWith(new Error("failed-login-attempt"), { flow: "auth", status: "unknown" });
    expect(bodyOf(0)).not.toHaveProperty("trusted_pass_token");
  });

  it("only removes force_login for a shopper who is logged in already", async () => {
    const replace = vi.fn(async () => true);
    renderAuth({
      router: { query: { force_login: "1", product: "vpn" }, asPath: "/?force_login=1&product=vpn", replace },
      appCtx: { user: { email: "a@b.c" } },
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/?product=vpn", undefined, { shallow: true, scroll: false }));
    expect(screen.getByText("page content")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the failure of a login the server finished, as the page's props tell it, and reports it once", async () => {
    renderAuth({}, 400);
    expect(await screen.findByTestId("login-error-alert")).toHaveTextContent("Your sign-in link has expired or was already used.");
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter).toHaveBeenCalledWith(new Error("failed-login-attempt"), { flow: "auth", status: 400 });
    fireEvent.click(screen.getByRole("button", { name: "Continue as guest" }));
    expect(screen.queryByTestId("login-error-alert")).toBeNull();
  });

  it("says nothing about logins when the page's props carry no failure", async () => {
    renderAuth();
    await act(async () => undefined);
    expect(screen.queryByTestId("login-error-alert")).toBeNull();
    expect(reporter).not.toHaveBeenCalled();
  });
});

describe("AuthProvider: calls", () => {
  it("ignores a second login while one runs", async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    renderAuth();
    fireEvent.click(screen.getByText("login"));
    fireEvent.click(screen.getByText("login"));
    expect(screen.getByTestId("state")).toHaveTextContent("logging-in");
    expect(screen.getByText("page content")).toBeInTheDocument();
    await act(async () => release(answer(200, { redirect_uri: "http://idp.test/x" })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("http://idp.test/x");
  });

  it("logs out even when the token deletion fails, and reloads this page without secrets", async () => {
    fetchMock.mockResolvedValueOnce(answer(502, { error: "backend_unavailable" }));
    renderAuth({ appCtx: { user: { email: "a@b.c" } } });
    fireEvent.click(screen.getByText("logout"));
    expect(screen.getByTestId("state")).toHaveTextContent("logging-out");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/payment/?product=vpn"));
    expect(fetchMock.mock.calls[0]).toEqual(["/api/users/tokens/", expect.objectContaining({ method: "DELETE" })]);
    expect(reporter).toHaveBeenCalledWith(new Error("failed-delete-token"), { flow: "auth", status: 502 });
  });
});

describe("AuthProvider: back-forward cache", () => {
  const restored = () => Object.assign(new Event("pageshow"), { persisted: true });

  it("reloads a restored page that has a user", () => {
    renderAuth({ appCtx: { user: { email: "a@b.c" } } });
    act(() => void window.dispatchEvent(restored()));
    expect(reload).toHaveBeenCalled();
  });

  it("forgets a login that was under way when the shopper left", async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    renderAuth();
    fireEvent.click(screen.getByText("login"));
    expect(screen.getByTestId("state")).toHaveTextContent("logging-in");
    act(() => void window.dispatchEvent(restored()));
    expect(screen.getByTestId("state")).toHaveTextContent("undefined");
    expect(reload).not.toHaveBeenCalled();
    await act(async () => release(answer(200, { redirect_uri: "http://idp.test/x" })));
  });
});
