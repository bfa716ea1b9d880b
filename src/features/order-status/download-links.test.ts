import { describe, expect, it } from "vitest";
import { downloadLink } from "./download-links";

describe("downloadLink", () => {
  it("leads to the product's download page for the platform", () => {
    expect(downloadLink("vpn-plus-1y", "windows")).toBe("https://nordvpn.com/download/windows/");
    expect(downloadLink("pass-family-2y", "macos")).toBe("https://nordpass.com/download/mac/");
    expect(downloadLink("locker-xs-1y", "android")).toBe("https://nordlocker.com/download/android/");
  });

  it("leads to the page for all devices where the product has no app for the platform", () => {
    expect(downloadLink("locker-xs-1y", "linux")).toBe("https://nordlocker.com/download/");
  });

  it("has nothing for a web-only product or no plan", () => {
    expect(downloadLink("incogni-standard-1y", "windows")).toBeNull();
    expect(downloadLink(undefined, "ios")).toBeNull();
  });
});
