import type { GetServerSidePropsContext } from "next";
import { describe, expect, it } from "vitest";
import { languageAddress } from "@/features/layout";
import { desktopLinks } from "@/features/order-status";
import { isAllowedRedirect } from "@/lib/url";
import { loginReturnPath } from "@/server/auth/login-return-path";
import { getEnv } from "@/server/env";
import { experimentTarget } from "@/server/experiments";
import type { PageLoaderContext } from "@/server/page-props";
import { localeRedirect } from "@/server/page-props/locale-redirect";
import { dashboardRedirect } from "@/server/page-props/redirect-loaders";
import { successContinueUrl } from "@/server/page-props/success-loader";
import { OPEN_REDIRECT_PAYLOADS } from "./open-redirect-payloads";

const APP = "https://checkout.example.test";
const ALLOWED = ["https://account.example.test"];
const env = { APP_BASE_URL: APP, ALLOWED_REDIRECT_ORIGINS: ALLOWED };

/** Where an address sent as a Location from a page of the app takes the browser. */
const staysOnApp = (address: string) =>
  address.startsWith("/") && !address.startsWith("//") && new URL(address, `${APP}/login/`).origin === APP;

describe("open-redirect payloads, against every input that names a navigation target", () => {
  it("has at least 60 payloads", () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("refuses %j everywhere", (payload) => {
    expect(isAllowedRedirect(payload, ALLOWED, APP)).toBe(false);
    // success_uri and redirect_uri: no "Continue" button at all.
    expect(successContinueUrl({ success_uri: payload }, env)).toBeNull();
    expect(successContinueUrl({ redirect_uri: payload }, env)).toBeNull();
    // login_target (/login/, /oauth2/login/, the login API) and the page a login started on: the home page.
    expect(loginReturnPath({ loginTarget: payload, fallback: "/" }, env)).toBe("/");
    expect(loginReturnPath({ returnTo: payload, fallback: "/de/" }, env)).toBe("/de/");
    // An experiment's redirectTo: no redirect.
    expect(experimentTarget(payload, "en", new URLSearchParams("product=vpn"), { appOrigin: APP, allowedOrigins: ALLOWED })).toBeNull();
    // The language picker (the current address) and the `locale` switch: a page of the app.
    for (const locale of ["en", "ar"]) expect(staysOnApp(languageAddress(payload, locale, APP))).toBe(true);
    const switched = localeRedirect({
      url: `/payment/?locale=${encodeURIComponent(payload)}`,
      locale: "de",
      prefixed: true,
      cookieLocale: undefined,
      isDataRequest: false,
      appOrigin: APP,
    });
    expect(switched?.destination).toBe("/de/payment/");
    const moved = localeRedirect({
      url: `${payload}?locale=fr`,
      locale: "en",
      prefixed: false,
      cookieLocale: undefined,
      isDataRequest: false,
      appOrigin: APP,
    });
    if (moved) expect(staysOnApp(moved.destination)).toBe(true);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("keeps %j inside the dashboard link's and the desktop app links' queries", async (payload) => {
    const dashboard = new URL(getEnv().DASHBOARD_URL);
    const query = { owner_id: payload, trusted_pass_token: payload, nv_tri: payload, nv_trs: payload };
    const result = await dashboardRedirect({ ctx: { query } as unknown as GetServerSidePropsContext } as PageLoaderContext);
    const destination = new URL("redirect" in result ? result.redirect.destination : "");
    expect(destination.origin + destination.pathname).toBe(dashboard.origin + dashboard.pathname);

    // The order id only ever fills the claim link's query (or, too long for a link, there are none).
    const links = desktopLinks("vpn-plus-1y", payload);
    if (links) {
      expect(links.openApp).toBe("nordvpn://open");
      const claim = new URL(links.claimPurchase);
      expect(`${claim.protocol}//${claim.host}${claim.pathname}`).toBe("nordvpn://claim-online-purchase");
      expect(claim.searchParams.get("order_id")).toBe(payload);
    }
  });
});

describe("the allow-list still lets honest targets through", () => {
  it.each([
    ["/payment/?product=vpn", true],
    ["/de/success/", true],
    ["https://checkout.example.test/products/", true],
    ["https://account.example.test/dashboard/?tab=billing", true],
  ])("%s", (url, allowed) => {
    expect(isAllowedRedirect(url, ALLOWED, APP)).toBe(allowed);
    expect(successContinueUrl({ success_uri: url }, env)).toBe(url);
    expect(loginReturnPath({ loginTarget: url }, env)).toBe(url);
  });

  it("allows the desktop apps' own schemes only where they are named", () => {
    expect(isAllowedRedirect("nordvpn://open", [], "", ["nordvpn"])).toBe(true);
    expect(isAllowedRedirect("nordvpn://open", [], APP)).toBe(false);
    expect(isAllowedRedirect("evilapp://open", [], "", ["nordvpn"])).toBe(false);
    expect(isAllowedRedirect("nordvpn://evil.example@open", [], "", ["nordvpn"])).toBe(false);
  });
});
