import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { withLiveEventsAndCleanReporter } from "@/test/live-events-setup";
import { renderWithApp } from "@/test/render-with-app";
import { ErrorBoundary } from "./error-boundary";
import { ErrorScreen } from "./error-screen";
import { setErrorReporter } from "./report-error";

function Broken(): never {
  throw new Error("render failed");
}

withLiveEventsAndCleanReporter();

describe("ErrorBoundary", () => {
  it("shows the generic screen, reports the error and sends the analytics event once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reported: unknown[] = [];
    setErrorReporter((error) => reported.push(error));
    renderWithApp(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    // The screen's code loads when an error first needs it.
    expect(await screen.findByRole("heading", { name: "Oops! Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "mailto:help@example.com");
    expect(reported).toHaveLength(1);
    const errors = (window.dataLayer ?? []).filter((entry) => (entry as { event: string }).event === "error");
    expect(errors).toEqual([expect.objectContaining({ event: "error", error_message: "Generic error" })]);
  });

  it("renders its children when nothing fails", () => {
    renderWithApp(
      <ErrorBoundary>
        <p>content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("content")).toBeInTheDocument();
  });
});

describe("ErrorScreen", () => {
  it("shows the 429 texts and a support mail link", () => {
    renderWithApp(<ErrorScreen statusCode={429} />);
    expect(screen.getByText("You have sent too many request too quickly. Please try again later.")).toBeInTheDocument();
    expect(screen.getByText("Got questions?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "mailto:help@example.com");
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "error", error_message: "User exceeded request limit" })]);
  });

  it("sends shoppers lost on a NordPass page back to this checkout's NordPass step, with NordPass's site as a second way", () => {
    renderWithApp(<ErrorScreen statusCode={404} />, { router: { query: { product: "pass" } } });
    expect(screen.getByRole("link", { name: "Let's Go" })).toHaveAttribute("href", "/payment/?product=pass");
    expect(screen.getByRole("link", { name: "Or visit nordpass.com" })).toHaveAttribute("href", "https://nordpass.com/");
    expect(window.dataLayer).toEqual([expect.objectContaining({ error_message: "Page not found" })]);
  });

  it("sends Try again to the step that failed when the screen knows it, else reloads", () => {
    const { unmount } = renderWithApp(<ErrorScreen statusCode={500} retryHref="/payment/?product=vpn" />);
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/payment/?product=vpn");
    unmount();
    renderWithApp(<ErrorScreen statusCode={500} />);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it.each([500, 502, 418])("shows the generic page for status %i", (status) => {
    renderWithApp(<ErrorScreen statusCode={status} />);
    expect(screen.getByRole("heading", { name: "Oops! Something went wrong" })).toBeInTheDocument();
  });
});
