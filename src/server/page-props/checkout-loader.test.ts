// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPageBackends, type PageBackends } from "@/test/page-backends";
import { loadPage } from "@/test/page-context";
import type { FaultMode } from "../../../e2e/support/fault-proxy";
import { asOwner, payWithCard } from "../../../sandbox/test/test-sandbox";

let backends: PageBackends;
let page: Awaited<ReturnType<typeof paymentPage>>;

/** /payment/'s getServerSideProps, built as src/pages/payment.tsx builds it. */
async function paymentPage() {
  const { createGetServerSideProps } = await import("./create-get-server-side-props");
  const { withTrustedLogin } = await import("./with-trusted-login");
  const { checkoutLoader } = await import("./checkout-loader");
  return createGetServerSideProps(withTrustedLogin(checkoutLoader), { renderCache: true });
}

beforeAll(async () => {
  backends = await startPageBackends();
  page = await paymentPage();
}, 60_000);

afterAll(() => backends.dispose());
afterEach(async () => {
  await backends.pricing.set("pass");
  await backends.checkout.set("pass");
});

const inGermany = { headers: { "cf-ipcountry": "DE" } };

describe("checkoutLoader: the payment step's plans, first taxes and cart", () => {
  it("renders the plans with the page: urql's answer for the browser, and the chosen plan's first taxes", async () => {
    const { props, ctx } = await loadPage(page, "/de/payment/?product=vpn&product_period=2y&product_subgroup=standard", inGermany);
    expect(ctx.res.statusCode).toBe(200);
    expect(props?.appProps.error).toBeNull();
    const prefetched = Object.values(props?.urqlState as Record<string, { data?: string }>);
    expect(prefetched).toHaveLength(1);
    expect(prefetched[0]?.data).toContain("vpn-");
    // Germany's VAT for the 2-year plan, ready for the first paint.
    expect(props?.initialTaxes).toMatchObject({ country: "DE", tax_name: "vat", rate: 19 });
    expect(props?.planPreselected).toBe(true);
  });

  it("tells the form a link's e-mail is waiting only when its cookie is there, never the e-mail itself", async () => {
    const { emailPrefillCookie } = await import("@/server/auth");
    const cookie = emailPrefillCookie("ann@example.com", { DEPLOY_ENV: "local" }).split(";")[0]!.split("=");
    const withEmail = await loadPage(page, "/payment/?product=vpn", { cookies: { [cookie[0]!]: cookie[1]! }, ...inGermany });
    expect(withEmail.props?.emailPrefill).toBe(true);
    expect(JSON.stringify(withEmail.props)).not.toContain("ann@");
    const without = await loadPage(page, "/payment/?product=vpn", inGermany);
    expect(without.props?.emailPrefill).toBe(false);
  });

  it("a US shopper gets no tax until there is a state: nobody else's rate", async () => {
    const { props } = await loadPage(page, "/payment/?product=vpn", { headers: { "cf-ipcountry": "US" } });
    expect(props?.initialTaxes).toBeNull();
    expect(props?.planPreselected).toBe(false);
  });

  it("a link with nonsense in it still renders the default plan", async () => {
    const { props, ctx } = await loadPage(
      page,
      "/payment/?product=%F0%9F%92%B3&product_period=-1y&currency=BTC&product_xs=%00&product_filters=%7B",
      inGermany,
    );
    expect(ctx.res.statusCode).toBe(200);
    expect(props?.appProps.error).toBeNull();
    expect(JSON.stringify(props?.urqlState)).toContain("vpn-standard-1y");
  });

  it("a pricing API that fails in any way answers the error screen with 503 within the page's budget", async () => {
    // Plans are kept for a moment per country and cart (src/server/cache), so each fault asks for another country's.
    const faults: [FaultMode, string][] = [
      [500, "AT"],
      [502, "BE"],
      [503, "NL"],
      ["malformed", "FI"],
      ["hang", "IE"],
      ["reset", "IT"],
      ["refused", "ES"],
    ];
    for (const [fault, country] of faults) {
      await backends.pricing.set(fault);
      const startedAt = Date.now();
      const { props, ctx } = await loadPage(page, "/payment/?product=vpn", { headers: { "cf-ipcountry": country } });
      expect({ fault, status: ctx.res.statusCode, error: props?.appProps.error?.statusCode }).toEqual({ fault, status: 503, error: 503 });
      // BACKEND_BUDGET_MS is 2.5 s here (src/test/page-backends.ts); a page never waits on a backend past it.
      expect({ fault, withinBudget: Date.now() - startedAt < 6_000 }).toEqual({ fault, withinBudget: true });
    }
    // And once the pricing API is back, so is the page.
    await backends.pricing.set("pass");
    expect((await loadPage(page, "/payment/?product=vpn", { headers: { "cf-ipcountry": "AT" } })).props?.appProps.error).toBeNull();
  });

  it("a checkout API that is down costs the first taxes only: the page still sells", async () => {
    await backends.checkout.set(503);
    const { props, ctx } = await loadPage(page, "/payment/?product=pass&product_period=1y", { headers: { "cf-ipcountry": "FR" } });
    expect(ctx.res.statusCode).toBe(200);
    expect(props?.appProps.error).toBeNull();
    expect(props?.initialTaxes).toBeNull();
  });

  it("a coupon a marketing link left in its cookie moves into the address", async () => {
    const { redirect } = await loadPage(page, "/de/payment/?product=vpn", { cookies: { coupon_vpn: "save20" } });
    expect(redirect).toEqual({ destination: "/de/payment/?product=vpn&coupon=SAVE20", permanent: false });
    // A coupon in the address wins over the cookie.
    expect((await loadPage(page, "/payment/?product=vpn&coupon=YEARLY50", { cookies: { coupon_vpn: "save20" } })).redirect).toBeUndefined();
  });

  it("back with a declined cart: its owner gets the cart's selection back in the address and the e-mail in the form", async () => {
    const declined = await payWithCard(backends.sandbox.url, "4000000000000002", {
      plans: ["pass-family-2y"],
      currency: "EUR",
      country: "DE",
      state: undefined,
      zip: undefined,
      email: "ann@example.com",
    });
    const cartId = declined.body.cart_id as string;
    const owner = asOwner(declined).headers["x-cart-owner"]!;
    const { redirect } = await loadPage(page, `/payment/?cart_id=${cartId}&error=declined`, {
      cookies: { cart_owner: `${cartId}.${owner}` },
    });
    const restored = new URL(redirect!.destination, "http://app.invalid");
    expect(restored.pathname).toBe("/payment/");
    expect(Object.fromEntries(restored.searchParams)).toMatchObject({
      cart_id: cartId,
      error: "declined",
      product_group: "PASS",
      product_period: "2y",
      currency: "EUR",
    });
    expect(redirect!.destination).not.toContain("ann");
    // Following it, the page names the e-mail for the form.
    const back = await loadPage(page, redirect!.destination, { cookies: { cart_owner: `${cartId}.${owner}` }, ...inGermany });
    expect(back.props?.cartEmail).toBe("ann@example.com");
    // Another browser with the cart's id gets the plain page: not the cart, not its e-mail.
    const stranger = await loadPage(page, `/payment/?cart_id=${cartId}&error=declined`, inGermany);
    expect(stranger.redirect).toBeUndefined();
    expect(stranger.props?.cartEmail).toBeNull();
  });
});
