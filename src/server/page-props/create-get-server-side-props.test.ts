// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPageBackends, type PageBackends } from "@/test/page-backends";
import { loadPage, setCookies } from "@/test/page-context";
import { loginAs } from "../../../sandbox/test/test-sandbox";
import type { PageLoader } from "./create-get-server-side-props";

let backends: PageBackends;
let createGetServerSideProps: typeof import("./create-get-server-side-props").createGetServerSideProps;

beforeAll(async () => {
  backends = await startPageBackends();
  ({ createGetServerSideProps } = await import("./create-get-server-side-props"));
}, 60_000);

afterAll(() => backends.dispose());
afterEach(async () => {
  await backends.checkout.set("pass");
  await backends.pricing.set("pass");
});

const page = () => createGetServerSideProps();

describe("createGetServerSideProps: what every page gets", () => {
  it("a plain request: the shared props in the address's language, a guest, no error", async () => {
    const { props } = await loadPage(page(), "/de/products/?product=pass");
    expect(props?.appProps.language).toEqual({ localeCode: "de", rtl: false });
    expect(Object.keys(props?.appProps.translations ?? {}).length).toBeGreaterThan(100);
    expect(props?.appProps.appCtx.user).toBeNull();
    expect(props?.appProps.error).toBeNull();
    expect((await loadPage(page(), "/he/payment/")).props?.appProps.language).toEqual({ localeCode: "he", rtl: true });
  });

  it("the token cookie of a logged-in shopper makes the page theirs", async () => {
    const token = await loginAs(backends.sandbox.url, "tpt_shopper");
    const { props } = await loadPage(page(), "/payment/?product=vpn", { cookies: { token } });
    expect(props?.appProps.appCtx.user).toEqual({ email: "shopper@example.com" });
  });

  it("a token the checkout API refuses, or cannot check, leaves a guest and still renders", async () => {
    expect((await loadPage(page(), "/payment/", { cookies: { token: "not-a-token" } })).props?.appProps.appCtx.user).toBeNull();
    const token = await loginAs(backends.sandbox.url, "tpt_shopper");
    for (const fault of [503, "hang", "malformed", "refused"] as const) {
      await backends.checkout.set(fault);
      const { props } = await loadPage(page(), "/payment/", { cookies: { token } });
      expect({ fault, user: props?.appProps.appCtx.user, error: props?.appProps.error }).toEqual({ fault, user: null, error: null });
    }
  });

  it("malformed and repeated query values fall back to their defaults instead of failing the page", async () => {
    for (const query of [
      "ff=%25%25%25",
      "qa[]=x&qa[]=y",
      "ff=%3A%3A%2C%2C",
      "ff=%3Aon",
      "ff=a&ff=b",
      "product=%F0%9F%92%B3",
      "currency[]=EUR",
    ]) {
      const { props, ctx } = await loadPage(page(), `/payment/?${query}`);
      expect({ query, error: props?.appProps.error }).toEqual({ query, error: null });
      expect({ query, cookies: setCookies(ctx).filter((cookie) => cookie.startsWith("feature_flags=")) }).toEqual({ query, cookies: [] });
    }
    // QA's experiment overrides leave the address before the page renders, however they are written.
    for (const query of ["qa=;;;", "qa=%00", "qa=a&qa=b"]) {
      const { redirect } = await loadPage(page(), `/payment/?product=vpn&${query}`);
      expect({ query, destination: redirect?.destination }).toEqual({ query, destination: "/payment/?product=vpn" });
    }
  });

  it("QA's ff override is kept in a session cookie, and ff=clear removes it", async () => {
    const on = await loadPage(page(), "/payment/?ff=coupon:off");
    expect(setCookies(on.ctx)).toContainEqual(expect.stringMatching(/^feature_flags=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/));
    expect(on.props?.appProps.qaSession?.flags).toMatchObject({ coupon: "off" });
    const cleared = await loadPage(page(), "/payment/?ff=clear", { cookies: { feature_flags: "coupon:off" } });
    expect(setCookies(cleared.ctx)).toContain("feature_flags=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  });

  it("a failed login's cookie becomes the notice of the page it led to, once: the props carry its status, the answer ends it", async () => {
    const failed = await loadPage(page(), "/payment/?product=vpn", { cookies: { login_failed: "401" } });
    expect(failed.props?.appProps.loginFailure).toBe(401);
    expect(setCookies(failed.ctx)).toContainEqual(expect.stringMatching(/^login_failed=; Path=\/; Max-Age=0; .*HttpOnly/));
    const unreadable = await loadPage(page(), "/payment/?product=vpn", { cookies: { login_failed: "<script>" } });
    expect(unreadable.props?.appProps.loginFailure).toBe("unknown");
    const plain = await loadPage(page(), "/payment/?product=vpn");
    expect(plain.props?.appProps).not.toHaveProperty("loginFailure");
    expect(setCookies(plain.ctx).filter((cookie) => cookie.startsWith("login_failed="))).toEqual([]);
  });

  it("the remembered language moves an address without a prefix", async () => {
    const { redirect } = await loadPage(page(), "/payment/?product=vpn", { cookies: { locale: "ja" } });
    expect(redirect).toEqual({ destination: "/ja/payment/?product=vpn", statusCode: 307 });
  });

  it("a sensitive parameter is taken out of the address before anything renders", async () => {
    const { redirect, props } = await loadPage(page(), "/products/?product=vpn&email=ann%40example.com&code=c0de&state=st4te");
    expect(props).toBeUndefined();
    expect(redirect).toMatchObject({ statusCode: 303 });
    expect(redirect?.destination).toContain("product=vpn");
    expect(redirect?.destination).not.toMatch(/email|ann|code|c0de|state|st4te/);
  });

  it("a client-side navigation's data request carries no catalogue (the browser has it)", async () => {
    const { props } = await loadPage(page(), "/payment/", { headers: { "x-nextjs-data": "1" } });
    expect(props?.appProps).not.toHaveProperty("translations");
    expect(props?.appProps.language.localeCode).toBe("en");
  });

  it("a loader's props join the shared ones; its redirect and not-found are the answer", async () => {
    const loader: PageLoader = async ({ ctx }) => {
      if (ctx.query.go === "away") return { redirect: { destination: "/", permanent: false } };
      if (ctx.query.go === "nowhere") return { notFound: true };
      return { props: { extra: "kept" } };
    };
    expect((await loadPage(createGetServerSideProps(loader), "/payment/")).props).toMatchObject({
      extra: "kept",
      appProps: { error: null },
    });
    expect((await loadPage(createGetServerSideProps(loader), "/payment/?go=away")).redirect).toEqual({
      destination: "/",
      permanent: false,
    });
    expect((await loadPage(createGetServerSideProps(loader), "/payment/?go=nowhere")).result).toEqual({ notFound: true });
  });

  it("a loader that throws fails the page, so Next answers with the error screen and a 500, never a 200", async () => {
    const failing = createGetServerSideProps(async () => {
      throw new Error("loader broke");
    });
    await expect(loadPage(failing, "/payment/")).rejects.toThrow("loader broke");
  });
});

describe("the render cache's clock", () => {
  it("shares a ticking countdown's page within its second only, and any other page whenever it was rendered", async () => {
    const { renderedSecond } = await import("./create-get-server-side-props");
    const now = Date.parse("2026-11-24T12:00:00.400Z");
    const ticking = { countdownEndTime: now + 3_600_000 };
    expect(renderedSecond(ticking, now)).toBe(renderedSecond(ticking, now + 500));
    expect(renderedSecond(ticking, now + 700)).not.toBe(renderedSecond(ticking, now));
    // No countdown, or one without a deadline ("limited time"): nothing on the page reads the clock.
    expect(renderedSecond({ countdownEndTime: null }, now)).toBeNull();
    expect(renderedSecond({ countdownEndTime: 0 }, now)).toBeNull();
  });
});
