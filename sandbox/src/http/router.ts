import type { IncomingHttpHeaders } from "node:http";
import type { HttpResponse } from "./responses";

export interface RequestContext {
  method: string;
  url: URL;
  params: Readonly<Record<string, string>>;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON (undefined when empty); 400 when malformed, 413 when too large. */
  json(): Promise<unknown>;
  /** The body as an urlencoded form. */
  form(): Promise<URLSearchParams>;
  raw(): Promise<Buffer>;
}

export type Handler = (ctx: RequestContext) => Promise<HttpResponse> | HttpResponse;

export interface Route {
  method: "GET" | "POST" | "DELETE" | "OPTIONS";
  /** A path with `:name` segments, e.g. `/api/orders/:cartId/`. */
  path: string;
  handler: Handler;
  /** The largest body the route reads; BODY_LIMIT_BYTES (64 KiB) unless it says otherwise. */
  bodyLimitBytes?: number;
}

interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
}

export interface RouteMatch {
  handler: Handler;
  params: Record<string, string>;
  bodyLimitBytes?: number;
}

export type RouteLookup = { kind: "match"; match: RouteMatch } | { kind: "method_not_allowed"; allowed: string[] } | { kind: "not_found" };

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(segment.slice(1));
      return "([A-Za-z0-9_-]{1,64})";
    })
    .join("/");
  return { ...route, pattern: new RegExp(`^${source}$`), names };
}

export function createRouter(routes: Route[]): (method: string, pathname: string) => RouteLookup {
  const compiled = routes.map(compile);
  return (method, pathname) => {
    const allowed: string[] = [];
    for (const route of compiled) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      if (route.method !== method && !(method === "HEAD" && route.method === "GET")) {
        allowed.push(route.method);
        continue;
      }
      const params = Object.fromEntries(route.names.map((name, index) => [name, found[index + 1] ?? ""]));
      return { kind: "match", match: { handler: route.handler, params, bodyLimitBytes: route.bodyLimitBytes } };
    }
    return allowed.length > 0 ? { kind: "method_not_allowed", allowed } : { kind: "not_found" };
  };
}
