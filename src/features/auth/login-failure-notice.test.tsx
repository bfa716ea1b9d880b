import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withLiveEventsAndCleanReporter } from "@/test/live-events-setup";
import { renderWithApp } from "@/test/render-with-app";
import { loginFailureCause, LoginFailureNotice } from "./login-failure-notice";

withLiveEventsAndCleanReporter();

describe("loginFailureCause", () => {
  it("blames the sign-in link for a refusal and the service for anything else", () => {
    expect(loginFailureCause(400)).toBe("link");
    expect(loginFailureCause(401)).toBe("link");
    expect(loginFailureCause(502)).toBe("service");
    expect(loginFailureCause("unknown")).toBe("service");
  });
});

describe("LoginFailureNotice (spec 8: a failed login)", () => {
  it("says what happened in its own words, and sends analytics the unexpected-error event the spec's notice sends", () => {
    renderWithApp(<LoginFailureNotice status="unknown" onDismiss={() => undefined} />);
    expect(screen.getByTestId("login-error-alert")).toBeInTheDocument();
    expect(screen.queryByText("Oops! Something went wrong")).toBeNull();
    const errors = (window.dataLayer ?? []).filter((entry) => (entry as { event: string }).event === "error");
    expect(errors).toEqual([expect.objectContaining({ event: "error", error_message: "Generic error" })]);
  });
});
