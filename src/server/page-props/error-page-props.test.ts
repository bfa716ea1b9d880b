// @vitest-environment node
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageBackends, type PageBackends } from "@/test/page-backends";
import { pageContext } from "@/test/page-context";

let backends: PageBackends;
let errorPage: typeof import("./error-page-props");

beforeAll(async () => {
  backends = await startPageBackends();
  errorPage = await import("./error-page-props");
}, 60_000);

afterAll(() => backends.dispose());

describe("Next's error page on the server", () => {
  it("answers an address with a secret in it with a 303 to the same address without it, in its language", async () => {
    // Next hands the error page its address without the locale prefix.
    const server = createServer((req, res) => {
      if (!errorPage.redirectWithoutSecrets(req, res, "de")) res.end("error page");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(
        `http://127.0.0.1:${port}/no-such-page/?product=vpn&trusted_pass_token=tpt_SECRET&email=ann%40example.com`,
        { redirect: "manual" },
      );
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/de/no-such-page/?product=vpn");
      expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
      expect(await answer.text()).not.toContain("tpt_SECRET");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("leaves an address without secrets, or one that is not a path, to the error page itself", () => {
    const plain = pageContext("/no-such-page/?product=vpn");
    expect(errorPage.redirectWithoutSecrets(plain.req, plain.res, "en")).toBe(false);
    expect(plain.res.headersSent).toBe(false);
    const odd = pageContext("/x");
    odd.req.url = "//evil.example/?trusted_pass_token=tpt_SECRET";
    expect(errorPage.redirectWithoutSecrets(odd.req, odd.res, "en")).toBe(false);
  });

  it("renders in the page's language when it has one, English otherwise, with the status and its catalogue", async () => {
    const arabic = await errorPage.errorPageProps(500, "ar");
    expect(arabic.appProps).toMatchObject({
      error: { statusCode: 500 },
      language: { localeCode: "ar", rtl: true },
      appCtx: { user: null },
    });
    expect(Object.keys(arabic.appProps.translations ?? {}).length).toBeGreaterThan(100);
    expect((await errorPage.errorPageProps(404, "xx-not-a-locale")).appProps.language).toEqual({ localeCode: "en", rtl: false });
    expect((await errorPage.errorPageProps(404, undefined)).appProps.error).toMatchObject({ statusCode: 404 });
  });
});
