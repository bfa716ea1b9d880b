// @vitest-environment node
import { createServer, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { requestNonce } from "@/server/security";
import { secureResponses } from "@/server/security/secure-responses";
import { createRenderCache, RENDER_CACHE_HEADER, type RenderCache } from "./render-cache";

// The real per-request nonce, as every server of the app makes it.
secureResponses();

interface Page {
  props: unknown;
  status?: number;
  /** Time the stand-in render takes, in ms. */
  renderMs?: number;
  /** The clock's second the render reads (a ticking countdown). */
  second?: number | null;
}

/** A server whose "render" is what Next does after getServerSideProps: a document with the request's nonce. */
async function startPages(cache: RenderCache, page: (path: string) => Page) {
  let renders = 0;
  const server: Server = createServer(async (req, res) => {
    const { props, status = 200, renderMs = 0, second = null } = page(req.url ?? "/");
    const sent = await cache.serve({
      req,
      res,
      address: req.url ?? "/",
      props,
      locale: "en",
      second,
      nonceHeaders: (nonce) => ({ "Content-Security-Policy": `script-src 'nonce-${nonce}'` }),
    });
    if (sent) return;
    renders += 1;
    setTimeout(() => render(res, requestNonce(req)!, props, status), renderMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, renders: () => renders, close: () => new Promise((resolve) => server.close(resolve)) };
}

function render(res: ServerResponse, nonce: string, props: unknown, status: number) {
  if (res.destroyed) return;
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
  // Written in two parts, as a streamed render is.
  res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">boot()</script></head>`);
  res.end(`<body><p>€ ${JSON.stringify(props)}</p><script nonce="${nonce}" src="/page.js"></script></body></html>`);
}

async function get(url: string) {
  const response = await fetch(url);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { status: response.status, cache: response.headers.get(RENDER_CACHE_HEADER), nonce, html: await response.text() };
}

const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');

let stop: () => Promise<unknown> = async () => undefined;
afterEach(() => stop());

describe("the render cache", () => {
  it("sends an identical request the document rendered a moment ago, with its own nonce", async () => {
    const pages = await startPages(createRenderCache({ ttlMs: 60_000 }), () => ({ props: { plan: "vpn-1y" } }));
    stop = pages.close;
    // Kept from the address's second request on.
    const once = await get(`${pages.origin}/payment/?product=vpn`);
    const first = await get(`${pages.origin}/payment/?product=vpn`);
    const second = await get(`${pages.origin}/payment/?product=vpn`);
    expect([once.cache, first.cache, second.cache]).toEqual(["miss", "miss", "hit"]);
    expect(pages.renders()).toBe(2);
    expect(withoutNonces(second.html)).toBe(withoutNonces(first.html));
    expect(second.html).toContain("€");
    // Every script carries the nonce its response's policy names, never the first request's.
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${second.nonce}"`, `nonce="${second.nonce}"`]);
    expect(second.html).not.toContain(first.nonce);
  });

  it("sends a kept checkout-sized page byte for byte, in every script, with only the nonce changed", async () => {
    // About 100 kB in Arabic, Japanese and emoji with nonces throughout, as a real page is kept.
    const props = { messages: Array.from({ length: 2000 }, (_, i) => `رسالة ${i} 支払い 💳 ${"x".repeat(i % 40)}`) };
    const pages = await startPages(createRenderCache({ ttlMs: 60_000 }), () => ({ props }));
    stop = pages.close;
    await get(`${pages.origin}/ar/payment/`);
    const rendered = await get(`${pages.origin}/ar/payment/`);
    const kept = await get(`${pages.origin}/ar/payment/`);
    expect([rendered.cache, kept.cache]).toEqual(["miss", "hit"]);
    expect(Buffer.byteLength(kept.html)).toBeGreaterThan(100_000);
    expect(kept.html).toBe(rendered.html.replaceAll(rendered.nonce!, kept.nonce!));
    expect(kept.html).toContain("💳");
  });

  it("renders again for other props, another address, or once the moment has passed", async () => {
    let plan = "vpn-1y";
    const pages = await startPages(createRenderCache({ ttlMs: 150 }), () => ({ props: { plan } }));
    stop = pages.close;
    const twice = async (path: string) => {
      await get(`${pages.origin}${path}`);
      return get(`${pages.origin}${path}`);
    };
    await twice("/payment/?product=vpn");
    expect((await get(`${pages.origin}/payment/?product=vpn`)).cache).toBe("hit");
    plan = "vpn-2y";
    const otherProps = await twice("/payment/?product=vpn");
    expect([otherProps.cache, otherProps.html.includes("vpn-2y")]).toEqual(["miss", true]);
    expect((await twice("/payment/?product=pass")).cache).toBe("miss");
    expect(pages.renders()).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await get(`${pages.origin}/payment/?product=vpn`)).cache).toBe("miss");
    expect(pages.renders()).toBe(7);
  });

  it("shares a countdown's page within its second only, and its seconds never push out other pages", async () => {
    let second = 1;
    const pages = await startPages(createRenderCache({ ttlMs: 60_000 }), (path) =>
      path.includes("countdown") ? { props: { plan: "vpn-1y" }, second } : { props: { plan: "vpn-1y" } },
    );
    stop = pages.close;
    const cacheOf = async (path: string) => (await get(`${pages.origin}${path}`)).cache;
    expect([await cacheOf("/payment/?product=vpn"), await cacheOf("/payment/?product=vpn")]).toEqual(["miss", "miss"]);
    const countdown = async () => [await cacheOf("/payment/?countdown=1"), await cacheOf("/payment/?countdown=1")];
    expect([...(await countdown()), await cacheOf("/payment/?countdown=1")]).toEqual(["miss", "miss", "hit"]);
    // A campaign's countdown ticking for 100 seconds, asked for twice each: a new document each second.
    for (second = 2; second <= 100; second += 1) expect(await countdown()).toEqual(["miss", "miss"]);
    expect(await cacheOf("/payment/?product=vpn")).toBe("hit");
    expect(pages.renders()).toBe(2 + 2 + 99 * 2);
    // The same second over a second later (a clock that stood still): the document is gone.
    second = 100;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await countdown()).toEqual(["miss", "hit"]);
    expect(await cacheOf("/payment/?product=vpn")).toBe("hit");
  });

  it("never shares an error page, and RENDER_CACHE_MS=0 shares nothing", async () => {
    const failing = await startPages(createRenderCache({ ttlMs: 60_000 }), () => ({ props: {}, status: 500 }));
    await get(`${failing.origin}/payment/`);
    expect((await get(`${failing.origin}/payment/`)).status).toBe(500);
    expect(failing.renders()).toBe(2);
    await failing.close();

    const off = await startPages(createRenderCache({ ttlMs: 0 }), () => ({ props: {} }));
    stop = off.close;
    await get(`${off.origin}/`);
    expect((await get(`${off.origin}/`)).cache).toBeNull();
    expect(off.renders()).toBe(2);
  });

  it("an address asked for once is never kept, so a run of new addresses pushes out nothing", async () => {
    const pages = await startPages(createRenderCache({ ttlMs: 60_000 }), () => ({ props: { plan: "vpn-1y" } }));
    stop = pages.close;
    const cacheOf = async (path: string) => (await get(`${pages.origin}${path}`)).cache;
    await cacheOf("/payment/?product=vpn");
    await cacheOf("/payment/?product=vpn");
    // Campaign links with a click id each: 200 addresses, more than the cache holds.
    for (let click = 0; click < 200; click += 1) expect(await cacheOf(`/payment/?product=vpn&gclid=${click}`)).toBe("miss");
    expect(await cacheOf("/payment/?product=vpn")).toBe("hit");
    expect(pages.renders()).toBe(202);
  });

  it("renders twice at most for identical requests that arrive together", async () => {
    const pages = await startPages(createRenderCache({ ttlMs: 60_000 }), () => ({ props: { plan: "vpn-1y" }, renderMs: 100 }));
    stop = pages.close;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`${pages.origin}/payment/?product=vpn`)));
    // The first is rendered as the address's first sight; the second is kept and the rest wait for it.
    expect(pages.renders()).toBe(2);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(6);
  });

  it("a shopper who leaves mid-render holds up nobody: the others render themselves", async () => {
    const pages = await startPages(createRenderCache({ ttlMs: 60_000 }), () => ({ props: {}, renderMs: 300 }));
    stop = pages.close;
    const leaving = request(`${pages.origin}/payment/`);
    leaving.on("error", () => undefined);
    leaving.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const staying = get(`${pages.origin}/payment/`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.destroy();
    const answer = await staying;
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(`nonce="${answer.nonce}"`);
    expect(pages.renders()).toBe(2);
  });
});
