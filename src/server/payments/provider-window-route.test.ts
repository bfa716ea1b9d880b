import type { NextApiRequest, NextApiResponse } from "next";
import { describe, expect, it } from "vitest";
import { pageContext } from "@/test/page-context";
import { providerWindowPage, providerWindowRoute } from "./provider-window-route";

/** The answer of GET /api/payments/provider-window/ for `query`, from a real Node request and response. */
async function open(query: Record<string, string>) {
  const { req, res, query: parsed } = pageContext(`/api/payments/provider-window/?${new URLSearchParams(query)}`);
  let body = "";
  const api = Object.assign(res, {
    status: (code: number) => ((res.statusCode = code), api),
    send: (text: string) => ((body = text), res.end(), api),
    json: (value: unknown) => ((body = JSON.stringify(value)), res.end(), api),
  }) as unknown as NextApiResponse;
  await providerWindowRoute(Object.assign(req, { query: parsed }) as unknown as NextApiRequest, api);
  const headers = Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
  return { status: res.statusCode, body, headers };
}

describe("GET /api/payments/provider-window/", () => {
  it("says it is connecting to the provider, in the shopper's language and direction", async () => {
    const french = await open({ provider: "paypal_in_context", locale: "fr" });
    expect(french.status).toBe(200);
    expect(french.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(french.body).toMatch(/<p[^>]*>Connexion à PayPal…<\/p>/);
    const arabic = await open({ provider: "paypal_in_context", locale: "ar" });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain("PayPal");
    const brazilian = await open({ provider: "paypal_in_context", locale: "pt-br" });
    expect(brazilian.body).toContain('<html lang="pt-BR" dir="ltr">');
  });

  it("keeps the window's opener when it goes on to the gateway's origin, and runs nothing", async () => {
    const { headers, body } = await open({ provider: "paypal_in_context", locale: "en" });
    expect(headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    expect(headers["content-security-policy"]).toContain("default-src 'none'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(body).not.toContain("<script");
  });

  it("falls back to English for an unknown language, and refuses a provider that is no identifier", async () => {
    expect((await open({ provider: "paypal_in_context", locale: "xx" })).body).toContain("Connecting to PayPal…");
    const refused = await open({ provider: "<script>", locale: "en" });
    expect(refused.status).toBe(400);
    expect(refused.body).not.toContain("<script>");
  });

  it("escapes what it writes", () => {
    expect(providerWindowPage('<b>"x"</b>', "en")).toContain("&lt;b&gt;&quot;x&quot;&lt;/b&gt;");
  });
});
