import { afterEach, describe, expect, it, vi } from "vitest";
import { addAnalyticsDestination, track } from "./track";

afterEach(() => {
  delete window.dataLayer;
});

describe("track", () => {
  it("pushes the event with a timestamp to the dataLayer", () => {
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    track("error", { error_message: "Generic error" });
    expect(window.dataLayer).toEqual([{ event: "error", error_message: "Generic error", timestamp: 1_700_000_000_000 }]);
    vi.restoreAllMocks();
  });

  it("reaches registered destinations and survives one that throws", () => {
    const received: string[] = [];
    const removeBroken = addAnalyticsDestination(() => {
      throw new Error("broken");
    });
    const removeGood = addAnalyticsDestination((payload) => received.push(payload.event));
    track("click", { element_name: "login" });
    removeBroken();
    removeGood();
    track("click");
    expect(received).toEqual(["click"]);
    expect(window.dataLayer).toHaveLength(2);
  });
});
