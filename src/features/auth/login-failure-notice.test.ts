import { describe, expect, it } from "vitest";
import { loginFailureCause } from "./login-failure-notice";

describe("loginFailureCause", () => {
  it("blames the sign-in link for a refusal and the service for anything else", () => {
    expect(loginFailureCause(400)).toBe("link");
    expect(loginFailureCause(401)).toBe("link");
    expect(loginFailureCause(502)).toBe("service");
    expect(loginFailureCause("unknown")).toBe("service");
  });
});
