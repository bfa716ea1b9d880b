import { describe, expect, it } from "vitest";
import { flagValue, isFlagOn } from "./flags";

describe("feature flags", () => {
  it("has no default of its own: a flag is on only where the page's flags say so", () => {
    expect(isFlagOn({}, "showUserProfile")).toBe(false);
    expect(isFlagOn({ showUserProfile: "on" }, "showUserProfile")).toBe(true);
    expect(isFlagOn({ showUserProfile: "off" }, "showUserProfile")).toBe(false);
  });

  it("counts a missing flag as off and a variant as on", () => {
    expect(flagValue(undefined, "hideLogin")).toBe("off");
    expect(isFlagOn({}, "hideLogin")).toBe(false);
    expect(isFlagOn({ planUpgrade: "variant-b" }, "planUpgrade")).toBe(true);
    expect(flagValue({ planUpgrade: "variant-b" }, "planUpgrade")).toBe("variant-b");
  });
});
