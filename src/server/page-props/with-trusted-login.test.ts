// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPageBackends, type PageBackends } from "@/test/page-backends";
import { loadPage, setCookies } from "@/test/page-context";
import { loginAs } from "../../../sandbox/test/test-sandbox";

let backends: PageBackends;
let page: Awaited<ReturnType<typeof pageUnderTest>>;

/** A checkout page as the app builds it: its loader marks that it ran. */
async function pageUnderTest() {
  const { createGetServerSideProps } = await import("./create-get-server-side-props");
  const { withTrustedLogin } = await import("./with-trusted-login");
  return createGetServerSideProps(withTrustedLogin(async () => ({ props: { pageLoaderRan: true } })));
}

beforeAll(async () => {
  backends = await startPageBackends();
  page = await pageUnderTest();
}, 60_000);

afterAll(() => backends.dispose());
afterEach(() => backends.checkout.set("pass"));

/** Every Set-Cookie value a page answered with, by name. */
function cookieNames(cookies: string[]): string[] {
  return cookies.map((cookie) => cookie.split("=")[0]!);
}

describe("withTrustedLogin: a sister site's link logs in before the page renders", () => {
  it("without a token the page's own loader runs", async () => {
    const { props } = await loadPage(page, "/payment/?product=vpn");
    expect(props).toMatchObject({ pageLoaderRan: true, appProps: { error: null } });
  });

  it("a trusted token starts the login on the server: a redirect to the identity provider that carries no token", async () => {
    const { redirect, props, ctx } = await loadPage(page, "/de/payment/?product=vpn&trusted_pass_token=tpt_shopper");
    expect(props).toBeUndefined();
    const destination = new URL(redirect!.destination);
    expect(destination.origin).toBe(new URL(backends.sandbox.url).origin);
    expect(redirect!.destination).not.toContain("tpt_shopper");
    // The login's own state lives in httpOnly cookies, never in a script's reach.
    const cookies = setCookies(ctx);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toContain("HttpOnly");
    expect(cookies.join("\n")).not.toContain("tpt_shopper");
  });

  it("a token the identity provider does not know, or a checkout API that is down, returns to the page without it, as a guest told why", async () => {
    for (const fault of ["pass", 503, "refused"] as const) {
      await backends.checkout.set(fault);
      const { redirect, ctx } = await loadPage(page, "/de/payment/?product=vpn&trusted_pass_token=tpt_nobody");
      expect({ fault, destination: redirect?.destination }).toEqual({ fault, destination: "/de/payment/?product=vpn" });
      expect({ fault, cookies: cookieNames(setCookies(ctx)) }).toEqual({ fault, cookies: expect.arrayContaining(["login_failed"]) });
    }
  });

  it("a shopper logged in as someone else is asked before the account changes", async () => {
    const token = await loginAs(backends.sandbox.url, "tpt_new");
    const { redirect, ctx } = await loadPage(page, "/payment/?product=vpn&trusted_pass_token=tpt_shopper", { cookies: { token } });
    expect(redirect?.destination).toBe("/login/switch/");
    expect(setCookies(ctx).join("\n")).not.toContain("tpt_shopper");
  });

  it("token logins are rate limited per browser session: beyond the limit the 429 screen, and no login starts", async () => {
    const session = { client_session: "vitest-session-000000a" };
    let limited: Awaited<ReturnType<typeof loadPage>> | undefined;
    for (let attempt = 0; attempt < 30 && !limited?.props; attempt++) {
      const answer = await loadPage(page, "/payment/?product=vpn&trusted_pass_token=tpt_nobody", { cookies: session });
      if (answer.props) limited = answer;
    }
    expect(limited?.props?.appProps.error).toMatchObject({ statusCode: 429 });
    expect(limited?.ctx.res.statusCode).toBe(429);
    expect(limited?.ctx.res.getHeader("retry-after")).toBeTruthy();
    expect(limited?.props).not.toHaveProperty("pageLoaderRan");
    // Another browser behind the same address still gets its login.
    const other = await loadPage(page, "/payment/?product=vpn&trusted_pass_token=tpt_shopper", {
      cookies: { client_session: "vitest-session-111111b" },
    });
    expect(new URL(other.redirect!.destination).origin).toBe(new URL(backends.sandbox.url).origin);
  });
});
