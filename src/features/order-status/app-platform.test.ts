import { describe, expect, it } from "vitest";
import { platformOf } from "./app-platform";

describe("platformOf", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36", "windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15", "macos"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36", "linux"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "ios",
    ],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36", "android"],
  ])("tells %s apart", (userAgent, platform) => {
    expect(platformOf(userAgent)).toBe(platform);
  });

  it("knows nothing from no or an odd user agent", () => {
    expect(platformOf(undefined)).toBeNull();
    expect(platformOf("")).toBeNull();
    expect(platformOf("curl/8.5.0")).toBeNull();
  });
});
