import { afterEach, describe, expect, it, vi } from "vitest";
import { checkoutApiRequest } from "@/server/request";
import { experimentHeaderOf, rememberRequestExperiment } from "./request-experiment";

const request = (cookies: Record<string, string> = {}) => ({ headers: {}, cookies });

describe("experimentHeaderOf", () => {
  it("is what the page resolved for this request, else the checked experiment cookie", () => {
    const page = request({ experiment: "checkout-period-control:radio" });
    rememberRequestExperiment(page, "checkout-period-control:dropdown");
    expect(experimentHeaderOf(page)).toBe("checkout-period-control:dropdown");
    expect(experimentHeaderOf(request({ experiment: "checkout-period-control:radio" }))).toBe("checkout-period-control:radio");
  });

  it("never passes on a forged or excluded cookie", () => {
    expect(experimentHeaderOf(request({ experiment: "checkout-period-control:excl" }))).toBeNull();
    expect(experimentHeaderOf(request({ experiment: "x:y\r\nInjected: 1" }))).toBeNull();
    expect(experimentHeaderOf(request())).toBeNull();
  });
});

describe("checkoutApiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the visitor's experiments as x-experiment (spec section 7)", async () => {
    const seen: Headers[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    });
    await checkoutApiRequest(request({ experiment: "home-to-products:b" }))("/api/users/current/");
    await checkoutApiRequest(request())("/api/users/current/");
    expect(seen[0]?.get("x-experiment")).toBe("home-to-products:b");
    expect(seen[1]?.has("x-experiment")).toBe(false);
  });
});
