// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPageBackends, type PageBackends } from "@/test/page-backends";
import { loadPage } from "@/test/page-context";
import { loginAs } from "../../../sandbox/test/test-sandbox";

let backends: PageBackends;
let dashboard: import("next").GetServerSideProps<import("@/features/app-context").PageProps>;
let privacyPolicy: typeof dashboard;
let subscriptionTerms: typeof dashboard;

beforeAll(async () => {
  backends = await startPageBackends();
  const { consumingParams, createGetServerSideProps } = await import("./index");
  const { dashboardRedirect } = await import("./redirect-loaders");
  // As src/pages/dashboard.tsx builds it: the trusted token is the dashboard's, passed on.
  dashboard = createGetServerSideProps(consumingParams(["trusted_pass_token"], dashboardRedirect));
  // As src/pages/legal/ builds them.
  const { legalRedirect } = await import("./redirect-loaders");
  privacyPolicy = createGetServerSideProps(legalRedirect("/legal/privacy-policy/"));
  subscriptionTerms = createGetServerSideProps(legalRedirect("/legal/terms-of-service/subscription/"));
}, 60_000);

afterAll(() => backends.dispose());
afterEach(() => backends.checkout.set("pass"));

/** The provider sites a legal page may lead to (features/brand): nowhere else, whatever the address says. */
const PROVIDER_SITES = [
  "https://nordvpn.com",
  "https://nordpass.com",
  "https://nordlocker.com",
  "https://nordprotect.com",
  "https://incogni.com",
];

describe("/dashboard/: the handoff to the provider's account dashboard", () => {
  it("passes on only the handoff's parameters, encoded, to DASHBOARD_URL", async () => {
    const { redirect } = await loadPage(
      dashboard,
      "/dashboard/?owner_id=own_1&trusted_pass_token=tpt%26x%3D1&nv_tri=t1&next=https%3A%2F%2Fevil.example&email=ann%40example.com",
    );
    const destination = new URL(redirect!.destination);
    expect(`${destination.origin}${destination.pathname}`).toBe(`${backends.sandbox.url}/dashboard/`);
    expect(Object.fromEntries(destination.searchParams)).toEqual({ owner_id: "own_1", trusted_pass_token: "tpt&x=1", nv_tri: "t1" });
  });

  it("drops a repeated or oversized value instead of failing", async () => {
    const { redirect } = await loadPage(dashboard, `/dashboard/?owner_id=a&owner_id=b&nv_trs=${"x".repeat(600)}`);
    expect(redirect?.destination).toBe(`${backends.sandbox.url}/dashboard/`);
  });
});

describe("/legal/…: the legal pages live on the provider's own site", () => {
  it("sends the shopper to the product's site, in their language, for now (307, not cached as permanent)", async () => {
    const { redirect } = await loadPage(privacyPolicy, "/de/legal/privacy-policy/?product=pass");
    expect(redirect).toEqual({ destination: "https://nordpass.com/de/legal/privacy-policy/", permanent: false });
    const { redirect: terms } = await loadPage(subscriptionTerms, "/fr/legal/terms-of-service/subscription/?product_group=LOCKER");
    expect(terms?.destination).toBe("https://nordlocker.com/fr/legal/terms-of-service/subscription/");
  });

  it("a language the site lacks reads its sibling, else English", async () => {
    expect((await loadPage(privacyPolicy, "/zh-hk/legal/privacy-policy/?product=vpn")).redirect?.destination).toBe(
      "https://nordvpn.com/zh-tw/legal/privacy-policy/",
    );
    expect((await loadPage(privacyPolicy, "/ja/legal/privacy-policy/?product=incogni")).redirect?.destination).toBe(
      "https://incogni.com/legal/privacy-policy/",
    );
    expect((await loadPage(privacyPolicy, "/legal/privacy-policy/?product=nordprotect")).redirect?.destination).toBe(
      "https://nordprotect.com/legal/privacy-policy/",
    );
  });

  it("a missing, unknown, repeated or hostile product leads to the VPN's site, never where the address points", async () => {
    const addresses = [
      "/legal/privacy-policy/",
      "/legal/privacy-policy/?product=toaster",
      "/legal/privacy-policy/?product=pass&product=locker",
      "/legal/privacy-policy/?product=https%3A%2F%2Fevil.example%2F",
      "/legal/privacy-policy/?product_group=%2F%2Fevil.example",
      "/legal/privacy-policy/?product[]=pass",
    ];
    for (const address of addresses) {
      const { redirect } = await loadPage(privacyPolicy, address);
      expect({ address, destination: redirect?.destination }).toEqual({
        address,
        destination: "https://nordvpn.com/legal/privacy-policy/",
      });
    }
  });

  it("goes only to a provider site, whatever the query and language", async () => {
    for (const address of [
      "/ar/legal/privacy-policy/?product=PASS",
      "/es-mx/legal/privacy-policy/?product_group=cyberprotection",
      "/pt-br/legal/privacy-policy/?product=locker&coupon=SAVE20",
    ]) {
      const destination = new URL((await loadPage(privacyPolicy, address)).redirect!.destination);
      expect({ address, origin: destination.origin }).toEqual({ address, origin: expect.toBeOneOf(PROVIDER_SITES) });
      expect(destination.search).toBe("");
    }
  });

  it("needs no session: without cookies, with a stale token, or with the checkout API down, it still leads on", async () => {
    const expected = "https://nordpass.com/legal/privacy-policy/";
    expect((await loadPage(privacyPolicy, "/legal/privacy-policy/?product=pass")).redirect?.destination).toBe(expected);
    expect(
      (await loadPage(privacyPolicy, "/legal/privacy-policy/?product=pass", { cookies: { token: "tok_stale" } })).redirect?.destination,
    ).toBe(expected);
    const token = await loginAs(backends.sandbox.url, "tpt_shopper");
    for (const fault of [503, "refused"] as const) {
      await backends.checkout.set(fault);
      const { redirect } = await loadPage(privacyPolicy, "/legal/privacy-policy/?product=pass", { cookies: { token } });
      expect({ fault, destination: redirect?.destination }).toEqual({ fault, destination: expected });
    }
  });

  it("an address carrying a trusted token first loses it, on the app's own page, before leading anywhere", async () => {
    const { redirect } = await loadPage(privacyPolicy, "/legal/privacy-policy/?product=pass&trusted_pass_token=tpt_shopper");
    expect(redirect?.destination).toBe("/legal/privacy-policy/?product=pass");
  });
});
