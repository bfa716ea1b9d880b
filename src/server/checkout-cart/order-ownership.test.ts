// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { NextApiRequest, NextApiResponse } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ORIGIN, startTestSandbox, tokenize, type TestSandbox } from "../../../sandbox/test/test-sandbox";
import { callbackRoute } from "./callback-route";
import { orderRoute } from "./order-route";
import { processingRoute } from "./processing-route";

/**
 * The app's own routes (payment, order status, provider callback) served as Next serves them:
 * real Node requests and responses, with the cookies, query and JSON body Next parses, against a
 * real sandbox. Two cookie jars are two browsers.
 */
let sandbox: TestSandbox;
let app: Server;
let appUrl: string;

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

function nextLike(req: IncomingMessage, res: ServerResponse, body: string, query: Record<string, string>) {
  const cookies = Object.fromEntries(
    (req.headers.cookie ?? "")
      .split("; ")
      .filter(Boolean)
      .map((pair) => {
        const [name = "", value = ""] = pair.split("=");
        return [name, decodeURIComponent(value)];
      }),
  );
  Object.assign(req, { cookies, query, body: body ? (JSON.parse(body) as unknown) : undefined });
  Object.assign(res, {
    status: (code: number) => {
      res.statusCode = code;
      return res;
    },
    json: (value: unknown) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(value));
    },
    send: (value: string) => res.end(value),
  });
  return [req as NextApiRequest, res as NextApiResponse] as const;
}

function routeOf(path: string): { route: Route; params: Record<string, string> } | null {
  const order = /^\/api\/orders\/([^/]+)\/$/.exec(path);
  if (order) return { route: orderRoute, params: { cartId: decodeURIComponent(order[1]!) } };
  if (path === "/api/processing/pre/") return { route: processingRoute, params: {} };
  if (path === "/api/callback/") return { route: callbackRoute, params: {} };
  return null;
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  process.env.CHECKOUT_API_URL = sandbox.url;
  process.env.APP_BASE_URL = APP_ORIGIN;
  app = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://app.invalid");
      const found = routeOf(url.pathname);
      if (!found) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const [request, response] = nextLike(req, res, Buffer.concat(chunks).toString("utf8"), {
        ...Object.fromEntries(url.searchParams),
        ...found.params,
      });
      void found.route(request, response);
    });
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
});

afterAll(async () => {
  app.closeAllConnections();
  await new Promise((resolve) => app.close(resolve));
  await sandbox.dispose();
});

/** A browser: its cookie jar, kept across calls as a browser keeps it. */
function browser() {
  const jar = new Map<string, string>();
  return async (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => {
    const response = await fetch(`${appUrl}${path}`, {
      method: init.method ?? "GET",
      redirect: "manual",
      headers: {
        origin: APP_ORIGIN,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split("; ");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text.startsWith("{") ? JSON.parse(text) : text) as Record<string, never>,
    };
  };
}

let keys = 0;
async function pay(as: ReturnType<typeof browser>, body: Record<string, unknown>) {
  keys += 1;
  return as("/api/processing/pre/", { method: "POST", json: body, headers: { "idempotency-key": `ownership-test-${Date.now()}-${keys}` } });
}

const US = {
  plans: ["vpn-standard-1y"],
  currency: "USD",
  country: "US",
  state: "US-CA",
  zip: "94105",
  provider: "card",
  fields: { postal_code: "94105" },
};

async function cardBody(number: string, email: string, extra: Record<string, unknown> = {}) {
  const token = await tokenize(sandbox.url, number);
  return { ...US, email, card_token: token.body.token as string, ...extra };
}

describe("a shopper's cart and order, seen from another browser", () => {
  it("cannot be read with its e-mail, state or card by another browser", async () => {
    const shopper = browser();
    const stranger = browser();
    const paid = await pay(shopper, await cardBody("4242424242424242", "owner-read@example.com"));
    expect(paid.status).toBe(200);
    const own = await shopper(`/api/orders/${paid.body.cart_id}/`);
    expect(own.body).toMatchObject({
      status: "paid",
      email: "owner-read@example.com",
      state: "US-CA",
      payment: { brand: "VISA", last4: "4242" },
    });

    const other = await stranger(`/api/orders/${paid.body.cart_id}/`);
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ status: "paid", email: "", state: null, payment: { brand: null, last4: null } });
    expect(JSON.stringify(other.body)).not.toMatch(/owner-read@example\.com|4242|US-CA/);
    // A forged purchase cookie is no better than none.
    const forged = await stranger(`/api/orders/${paid.body.cart_id}/`, {
      headers: { cookie: `cart_owner=${paid.body.cart_id}.co_forged` },
    });
    expect(forged.body).toMatchObject({ email: "", payment: { last4: null } });
  });

  it("cannot be paid or retried by another browser: naming the cart starts a cart of its own", async () => {
    const shopper = browser();
    const stranger = browser();
    const declined = await pay(shopper, await cardBody("4000000000000002", "owner-retry@example.com"));
    expect(declined.body).toMatchObject({ order_status: "error" });

    const attempt = await pay(stranger, await cardBody("4242424242424242", "stranger@example.com", { cart_id: declined.body.cart_id }));
    expect(attempt.status).toBe(200);
    expect(attempt.body.cart_id).not.toBe(declined.body.cart_id);
    const after = await shopper(`/api/orders/${declined.body.cart_id}/`);
    expect(after.body).toMatchObject({ status: "error", email: "owner-retry@example.com" });

    const retry = await pay(shopper, await cardBody("4242424242424242", "owner-retry@example.com", { cart_id: declined.body.cart_id }));
    expect(retry.body).toMatchObject({ cart_id: declined.body.cart_id, order_status: "paid" });
  });

  it("cannot be cancelled by a callback without the provider's proof; its own browser may give up the payment", async () => {
    const shopper = browser();
    const stranger = browser();
    const NL = { plans: ["vpn-standard-1y"], currency: "EUR", country: "NL", provider: "paypal", email: "owner-cancel@example.com" };
    const started = await pay(shopper, NL);
    expect(started.body).toMatchObject({ order_status: "new", action: { type: "redirect" } });

    const bare = await stranger(`/api/callback/?cart_id=${started.body.cart_id}`);
    expect(bare.status).toBe(303);
    expect(bare.headers.get("location")).toBe(`/processing/?cart_id=${started.body.cart_id}`);
    await stranger(`/api/callback/?cart_id=${started.body.cart_id}&signature=forged`);
    expect((await shopper(`/api/orders/${started.body.cart_id}/`)).body).toMatchObject({
      status: "new",
      payment: { status: "requires_action" },
    });

    await shopper(`/api/callback/?cart_id=${started.body.cart_id}`);
    expect((await shopper(`/api/orders/${started.body.cart_id}/`)).body).toMatchObject({ status: "canceled" });
  });
});
