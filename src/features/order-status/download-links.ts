import type { AppPlatform } from "./app-platform";

/**
 * Where each product's app is downloaded, per platform: the provider's own download pages, which
 * lead on to the app stores on phones. A platform a product has no app for gets its page for all
 * devices. Web-only products (Incogni, NordProtect) have no app: no download link at all.
 */
const SITES: Readonly<Record<string, { site: string; platforms: readonly AppPlatform[] }>> = {
  vpn: { site: "https://nordvpn.com", platforms: ["windows", "macos", "linux", "ios", "android"] },
  pass: { site: "https://nordpass.com", platforms: ["windows", "macos", "linux", "ios", "android"] },
  locker: { site: "https://nordlocker.com", platforms: ["windows", "macos", "ios", "android"] },
};

const PATHS: Readonly<Record<AppPlatform, string>> = {
  windows: "windows",
  macos: "mac",
  linux: "linux",
  ios: "ios",
  android: "android",
};

/** The download page of the main plan's app (`vpn-plus-1y` → NordVPN) for one platform; null for a web-only product. */
export function downloadLink(mainPlanIdentifier: string | undefined, platform: AppPlatform): string | null {
  const product = SITES[mainPlanIdentifier?.split("-")[0] ?? ""];
  if (!product) return null;
  return product.platforms.includes(platform) ? `${product.site}/download/${PATHS[platform]}/` : `${product.site}/download/`;
}
