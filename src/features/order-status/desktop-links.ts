import { isAllowedRedirect } from "@/lib/url";

/**
 * Deep links into the desktop apps (spec 2.3: "open app" and "claim online purchase"). The
 * scheme is the product's app, one per app; the claim link names the order only, never the e-mail
 * or a token, so it is harmless if it ends up in the app's logs. Web-only products have no app.
 * The spec's "second variant for one more app flavour" names neither the flavour nor its scheme,
 * so there is none (docs/decisions/0065-one-deep-link-scheme-per-app.md).
 */
export const APP_SCHEMES: Readonly<Record<string, string>> = {
  vpn: "nordvpn",
  pass: "nordpass",
  locker: "nordlocker",
};

export interface DesktopLinks {
  openApp: string;
  claimPurchase: string;
}

/** The app of the order's main plan (`vpn-plus-1y` → nordvpn), or null for a web-only product. */
export function desktopLinks(mainPlanIdentifier: string | undefined, orderId: string): DesktopLinks | null {
  const product = mainPlanIdentifier?.split("-")[0] ?? "";
  const scheme = APP_SCHEMES[product];
  if (!scheme) return null;
  const links = { openApp: `${scheme}://open`, claimPurchase: `${scheme}://claim-online-purchase?order_id=${encodeURIComponent(orderId)}` };
  // The allow-list of every navigation target: only the apps' own schemes, nothing an order id could bend.
  const schemes = Object.values(APP_SCHEMES);
  return isAllowedRedirect(links.openApp, [], "", schemes) && isAllowedRedirect(links.claimPurchase, [], "", schemes) ? links : null;
}
