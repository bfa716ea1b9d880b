// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageBackends, type PageBackends } from "@/test/page-backends";
import { jarAfter, loadPage, setCookies } from "@/test/page-context";
import { APP_ORIGIN, loginAs } from "../../../sandbox/test/test-sandbox";

let backends: PageBackends;
let pages: Awaited<ReturnType<typeof pagesUnderTest>>;

/** /payment/ (where a sister site's link lands) and /login/switch/, built as src/pages builds them. */
async function pagesUnderTest() {
  const { createGetServerSideProps } = await import("./create-get-server-side-props");
  const { withTrustedLogin } = await import("./with-trusted-login");
  const { accountSwitchPageLoader } = await import("./account-switch-loader");
  return {
    payment: createGetServerSideProps(withTrustedLogin(async () => ({ props: {} }))),
    accountSwitch: createGetServerSideProps(accountSwitchPageLoader),
  };
}

beforeAll(async () => {
  backends = await startPageBackends();
  pages = await pagesUnderTest();
}, 60_000);

afterAll(() => backends.dispose());

/** A shopper logged in as new@example.com follows a sister site's link for shopper@example.com. */
async function askedToSwitch() {
  const jar = { token: await loginAs(backends.sandbox.url, "tpt_new") };
  const link = await loadPage(pages.payment, "/payment/?product=vpn&trusted_pass_token=tpt_shopper", { cookies: jar });
  expect(link.redirect?.destination).toBe("/login/switch/");
  return jarAfter(jar, setCookies(link.ctx));
}

const answer = (choice: string, cookies: Record<string, string>, origin = APP_ORIGIN) =>
  loadPage(pages.accountSwitch, "/login/switch/", {
    method: "POST",
    cookies,
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: `choice=${choice}`,
  });

describe("/login/switch/: a link's login while someone else is logged in", () => {
  it("asks, naming the account logged in now", async () => {
    const jar = await askedToSwitch();
    const { props } = await loadPage(pages.accountSwitch, "/login/switch/", { cookies: jar });
    expect(props).toMatchObject({ currentEmail: "new@example.com" });
  });

  it("Continue keeps the account and goes back to the page the link named, without its token", async () => {
    const jar = await askedToSwitch();
    const { redirect, ctx } = await answer("continue", jar);
    expect(redirect?.destination).toBe("/payment/?product=vpn");
    expect(jarAfter(jar, setCookies(ctx)).token).toBe(jar.token);
  });

  it("Switch starts the link's login at the identity provider", async () => {
    const jar = await askedToSwitch();
    const { redirect } = await answer("switch", jar);
    expect(new URL(redirect!.destination).origin).toBe(new URL(backends.sandbox.url).origin);
    expect(redirect!.destination).not.toContain("tpt_shopper");
  });

  it("an answer posted from another site, or no answer at all, only shows the question again", async () => {
    const jar = await askedToSwitch();
    expect((await answer("switch", jar, "https://evil.example")).props).toMatchObject({ currentEmail: "new@example.com" });
    expect((await answer("maybe", jar)).props).toMatchObject({ currentEmail: "new@example.com" });
    expect((await answer("x".repeat(2_000), jar)).props).toMatchObject({ currentEmail: "new@example.com" });
  });

  it("with no link waiting there is nothing to ask: home", async () => {
    const token = await loginAs(backends.sandbox.url, "tpt_new");
    expect((await loadPage(pages.accountSwitch, "/de/login/switch/", { cookies: { token } })).redirect?.destination).toBe("/de/");
  });
});
