import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { NextApiRequest, NextApiResponse } from "next";
import { callbackRoute } from "@/server/checkout-cart/callback-route";
import { orderRoute } from "@/server/checkout-cart/order-route";
import { processingRoute } from "@/server/checkout-cart/processing-route";
import { APP_ORIGIN } from "../../sandbox/test/test-sandbox";

/**
 * The app's payment routes (payment, order status, provider callback) served as Next serves them:
 * real Node requests and responses, with the cookies, query and JSON body Next parses, against
 * the checkout API at `checkoutApiUrl`. Two cookie jars (`browser()`) are two browsers.
 */
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

export interface AppRoutes {
  url: string;
  close(): Promise<void>;
}

export async function startAppRoutes(checkoutApiUrl: string): Promise<AppRoutes> {
  process.env.CHECKOUT_API_URL = checkoutApiUrl;
  process.env.APP_BASE_URL = APP_ORIGIN;
  const app: Server = createServer((req, res) => {
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
  return {
    url: `http://127.0.0.1:${(app.address() as AddressInfo).port}`,
    close: async () => {
      app.closeAllConnections();
      await new Promise((resolve) => app.close(resolve));
    },
  };
}

export interface AppAnswer {
  status: number;
  headers: Headers;
  body: Record<string, never>;
}

export type Browser = (path: string, init?: { method?: string; json?: unknown; headers?: Record<string, string> }) => Promise<AppAnswer>;

/** A browser of the app at `appUrl`: its cookie jar, kept across calls as a browser keeps it. */
export function browserOf(appUrl: () => string): Browser {
  const jar = new Map<string, string>();
  return async (path, init = {}) => {
    const response = await fetch(`${appUrl()}${path}`, {
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
/** A new Idempotency-Key: one attempt of a shopper. */
export function newAttemptKey(): string {
  keys += 1;
  return `app-route-test-${Date.now()}-${keys}`;
}

/** POST /api/processing/pre/ from `as`, with a new attempt's key unless one is given. */
export function pay(
  as: Browser,
  body: Record<string, unknown>,
  key = newAttemptKey(),
  headers: Record<string, string> = {},
): Promise<AppAnswer> {
  return as("/api/processing/pre/", { method: "POST", json: body, headers: { "idempotency-key": key, ...headers } });
}
