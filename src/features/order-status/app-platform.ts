export const APP_PLATFORMS = ["windows", "macos", "linux", "ios", "android"] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** The names the platforms' owners give them, the same in every language. */
export const PLATFORM_NAMES: Readonly<Record<AppPlatform, string>> = {
  windows: "Windows",
  macos: "macOS",
  linux: "Linux",
  ios: "iOS",
  android: "Android",
};

/**
 * The shopper's device from the User-Agent, for the success step's download link. Phones first
 * (an Android user agent says Linux too, an iPhone's says "like Mac OS X"); null when unknown,
 * and the page then offers every platform alike.
 */
export function platformOf(userAgent: string | undefined): AppPlatform | null {
  if (!userAgent) return null;
  if (/iPhone|iPad|iPod/.test(userAgent)) return "ios";
  if (/Android/.test(userAgent)) return "android";
  if (/Windows/.test(userAgent)) return "windows";
  if (/Macintosh|Mac OS X/.test(userAgent)) return "macos";
  if (/Linux|X11|CrOS/.test(userAgent)) return "linux";
  return null;
}

/** Desktop apps register the custom scheme that "Open app" uses; a phone opens its app from the store page. */
export const isDesktopPlatform = (platform: AppPlatform | null): boolean =>
  platform === "windows" || platform === "macos" || platform === "linux";
