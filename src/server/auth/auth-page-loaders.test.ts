// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPageBackends, type PageBackends } from "@/test/page-backends";
import { jarAfter, loadPage, setCookies } from "@/test/page-context";
import { loginAs } from "../../../sandbox/test/test-sandbox";

let backends: PageBackends;
let pages: Awaited<ReturnType<typeof pagesUnderTest>>;

/** `/login/` and `/oauth2/login/`, built as src/pages builds them. */
async function pagesUnderTest() {
  const { consumingParams, createGetServerSideProps } = await import("@/server/page-props");
  const { RATE_LIMITS } = await import("@/server/rate-limit");
  const { SENSITIVE_PARAMS } = await import("@/lib/url");
  const { loginPageLoader, oauthCallbackLoader } = await import("./auth-page-loaders");
  return {
    login: createGetServerSideProps(consumingParams(SENSITIVE_PARAMS, loginPageLoader), { rateLimit: RATE_LIMITS.login }),
    callback: createGetServerSideProps(consumingParams(SENSITIVE_PARAMS, oauthCallbackLoader), { rateLimit: RATE_LIMITS.login }),
  };
}

beforeAll(async () => {
  // A login is several checkout API calls; on a loaded machine one may take longer than the
  // default test timeout of a second. No test here waits out a hanging backend.
  backends = await startPageBackends({ CHECKOUT_API_TIMEOUT_MS: "5000", BACKEND_BUDGET_MS: "10000" });
  pages = await pagesUnderTest();
}, 60_000);

afterAll(() => backends.dispose());
afterEach(() => backends.checkout.set("pass"));

const cookieNames = (cookies: string[]) => cookies.map((cookie) => cookie.split("=")[0]);

/** `/login/` with these parameters, each encoded. */
function loginAddress(params: Record<string, string>, prefix = "") {
  return `${prefix}/login/?${new URLSearchParams(params).toString()}`;
}

/** Follows a started login through the identity provider and back to `/oauth2/login/`; answers where the shopper lands. */
async function finishLogin(started: Awaited<ReturnType<typeof loadPage>>) {
  const idp = await fetch(started.redirect!.destination, { redirect: "manual" });
  const back = new URL(idp.headers.get("location") ?? "");
  expect(back.pathname).toBe("/oauth2/login/");
  return loadPage(pages.callback, `${back.pathname}${back.search}`, { cookies: jarAfter({}, setCookies(started.ctx)) });
}

describe("/login/: a sister site's link starts the login on the server", () => {
  it("goes straight to the identity provider: a 303 carrying no token and leaving no Referer, the login's state in httpOnly cookies", async () => {
    const started = await loadPage(
      pages.login,
      loginAddress({ trusted_pass_token: "tpt_shopper", login_target: "/de/payment/?product=pass" }, "/de"),
    );
    expect(started.props).toBeUndefined();
    expect(started.redirect).toMatchObject({ statusCode: 303 });
    expect(new URL(started.redirect!.destination).origin).toBe(new URL(backends.sandbox.url).origin);
    expect(started.redirect!.destination).not.toContain("tpt_shopper");
    expect(started.ctx.res.getHeader("referrer-policy")).toBe("no-referrer");
    const cookies = setCookies(started.ctx);
    expect(cookieNames(cookies)).toEqual(expect.arrayContaining(["login_verifier", "login_state", "login_attempt"]));
    for (const cookie of cookies) expect(cookie).toContain("HttpOnly");
    expect(cookies.join("\n")).not.toContain("tpt_shopper");
  });

  it("the identity provider's answer logs the shopper in and returns them to login_target, without secrets", async () => {
    const started = await loadPage(
      pages.login,
      loginAddress({ trusted_pass_token: "tpt_shopper", login_target: "/de/payment/?product=pass&coupon=SAVE20" }, "/de"),
    );
    const landed = await finishLogin(started);
    expect(landed.redirect?.destination).toBe("/de/payment/?product=pass&coupon=SAVE20");
    expect(cookieNames(setCookies(landed.ctx))).toContain("token");
  });

  it("login_target leads only to the app or an allow-listed origin; anything else returns home in the shopper's language", async () => {
    const allowed = `${new URL(backends.sandbox.url).origin}/dashboard/`;
    const toAllowed = await finishLogin(
      await loadPage(pages.login, loginAddress({ trusted_pass_token: "tpt_new", login_target: allowed })),
    );
    expect(toAllowed.redirect?.destination).toBe(allowed);
    for (const target of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"]) {
      const landed = await finishLogin(
        await loadPage(pages.login, loginAddress({ trusted_pass_token: "tpt_new", login_target: target }, "/fr")),
      );
      expect({ target, destination: landed.redirect?.destination }).toEqual({ target, destination: "/fr/" });
    }
  });

  it("a token given twice goes to the identity provider with neither token; an empty one is dropped from the address", async () => {
    const twice = await loadPage(pages.login, "/login/?trusted_pass_token=tpt_shopper&trusted_pass_token=tpt_new");
    expect(twice.props).toBeUndefined();
    expect(new URL(twice.redirect!.destination).origin).toBe(new URL(backends.sandbox.url).origin);
    expect(`${twice.redirect!.destination}\n${setCookies(twice.ctx).join("\n")}`).not.toContain("tpt_");
    const empty = await loadPage(pages.login, "/de/login/?trusted_pass_token=&login_target=%2Fde%2F");
    expect(empty.redirect).toEqual({ destination: "/de/login/?login_target=%2Fde%2F", statusCode: 303 });
  });

  it("a shopper already logged in goes on to login_target; a token naming an account asks before switching", async () => {
    const token = await loginAs(backends.sandbox.url, "tpt_new");
    const onward = await loadPage(pages.login, loginAddress({ login_target: "/payment/?product=vpn" }), { cookies: { token } });
    expect(onward.redirect?.destination).toBe("/payment/?product=vpn");
    const notAway = await loadPage(pages.login, loginAddress({ login_target: "https://evil.example/" }, "/de"), { cookies: { token } });
    expect(notAway.redirect?.destination).toBe("/de/");
    const asked = await loadPage(
      pages.login,
      loginAddress({ trusted_pass_token: "tpt_shopper", login_target: "/payment/?product=vpn" }, "/de"),
      { cookies: { token } },
    );
    expect(asked.redirect?.destination).toBe("/de/login/switch/");
    expect(setCookies(asked.ctx).join("\n")).not.toContain("tpt_shopper");
  });

  it("an answer reaching a browser that started no login (its cookies missing) logs nobody in", async () => {
    const started = await loadPage(pages.login, loginAddress({ trusted_pass_token: "tpt_shopper", login_target: "/payment/?product=vpn" }));
    const idp = await fetch(started.redirect!.destination, { redirect: "manual" });
    const back = new URL(idp.headers.get("location") ?? "");
    const landed = await loadPage(pages.callback, `${back.pathname}${back.search}`);
    expect(landed.redirect?.destination).not.toContain("code=");
    expect(cookieNames(setCookies(landed.ctx))).not.toContain("token");
  });

  it("an unknown token or a checkout API that fails returns to login_target as a guest told why", async () => {
    for (const [fault, trustedPassToken] of [
      ["pass", "tpt_nobody"],
      [503, "tpt_shopper"],
      ["refused", "tpt_shopper"],
    ] as const) {
      await backends.checkout.set(fault);
      const { redirect, ctx } = await loadPage(
        pages.login,
        loginAddress({ trusted_pass_token: trustedPassToken, login_target: "/de/payment/?product=vpn" }, "/de"),
      );
      expect({ fault, destination: redirect?.destination }).toEqual({ fault, destination: "/de/payment/?product=vpn" });
      const names = cookieNames(setCookies(ctx));
      expect({ fault, names }).toEqual({ fault, names: expect.arrayContaining(["login_failed"]) });
      expect({ fault, names }).toEqual({ fault, names: expect.not.arrayContaining(["login_verifier", "token"]) });
    }
    const notAway = await loadPage(
      pages.login,
      loginAddress({ trusted_pass_token: "tpt_nobody", login_target: "https://evil.example/" }, "/de"),
    );
    expect(notAway.redirect?.destination).toBe("/de/");
  });

  it("is rate limited per browser session: beyond the limit the 429 screen and no login, while another browser still logs in", async () => {
    const session = { client_session: "vitest-session-login01" };
    let limited: Awaited<ReturnType<typeof loadPage>> | undefined;
    for (let attempt = 0; attempt < 30 && !limited?.props; attempt++) {
      const answer = await loadPage(pages.login, loginAddress({ trusted_pass_token: "tpt_nobody" }), { cookies: session });
      if (answer.props) limited = answer;
    }
    expect(limited?.props?.appProps.error).toMatchObject({ statusCode: 429 });
    expect(limited?.ctx.res.statusCode).toBe(429);
    expect(limited?.ctx.res.getHeader("retry-after")).toBeTruthy();
    expect(cookieNames(setCookies(limited!.ctx))).not.toContain("login_verifier");
    const other = await loadPage(pages.login, loginAddress({ trusted_pass_token: "tpt_shopper" }), {
      cookies: { client_session: "vitest-session-login02" },
    });
    expect(new URL(other.redirect!.destination).origin).toBe(new URL(backends.sandbox.url).origin);
  });
});
